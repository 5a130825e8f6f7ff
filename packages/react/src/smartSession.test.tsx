// @vitest-environment happy-dom

import { WagmiAdapter } from '@gangway/adapter-evm'
import { connect } from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import { announceProvider, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import type { Chain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import { NOT_CREATED } from './hooks/useAppKitInstance.ts'
import {
  grantPermissions,
  isSmartSessionSupported,
  ParamOperator,
  revokeSmartSession,
  type SmartSessionGrantPermissionsRequest,
} from './smartSession.ts'

/**
 * `@gangway/react/smart-session` (AppKit's `@reown/appkit-experimental/smart-session`) on the page's instance
 * with the real WagmiAdapter and dev wallet on anvil. The dev wallet does not grant session keys: it shows the
 * request reaching the wallet as ERC-7715 words it and the wallet's refusal coming back; what Gangway's e-mail
 * wallet does with it (approve in the frame, enforce on-chain) is the server's `sessions.devnet.test.ts`.
 */
let chain: Chain
let stop: () => Promise<void>
beforeAll(async () => {
  const started = await startTestChains([31337])
  chain = started.chains[0] as Chain
  stop = started.stop
})
afterAll(() => stop?.())

const request = (): SmartSessionGrantPermissionsRequest => ({
  chainId: '0x7a69',
  expiry: Math.floor(Date.now() / 1000) + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x02aa' }] } },
  permissions: [
    {
      type: 'contract-call',
      data: {
        address: '0x0000000000000000000000000000000000000001',
        abi: [],
        functions: [{ functionName: 'ping', args: [{ operator: ParamOperator.EQUAL, value: '0x01' }] }],
      },
    },
  ],
  policies: [],
})

describe('smart-session', () => {
  it('before createAppKit, without a wallet, with a bad request: clear refusals; a wallet that does not grant says so', async () => {
    await expect(grantPermissions(request())).rejects.toThrow(NOT_CREATED)
    expect(isSmartSessionSupported()).toBe(false)

    const wallet = createDevWallet({ chains: [chain], origin: 'http://localhost', approve: async () => true })
    const stopAnnounce = announceProvider(window, wallet.provider, {
      uuid: crypto.randomUUID(),
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      rdns: DEV_WALLET_RDNS,
    })
    const appKit = createAppKit({
      projectId: 'local',
      networks: [chain],
      adapters: [new WagmiAdapter({ networks: [chain], walletConnect: false })],
    })
    try {
      await appKit.ready()
      await expect(grantPermissions(request())).rejects.toThrow('grantPermissions: no EVM wallet is connected')
      await expect(grantPermissions({ ...request(), permissions: [] })).rejects.toThrow('at least one permission')
      await expect(grantPermissions({ ...request(), chainId: '31337' as never })).rejects.toThrow('hex chainId')
      await expect(revokeSmartSession({ pci: 'abc' })).rejects.toThrow('revokeSmartSession: no EVM wallet is connected')

      await connect(appKit.kit, { connectorId: DEV_WALLET_RDNS })
      expect(isSmartSessionSupported()).toBe(false)
      await expect(grantPermissions(request())).rejects.toMatchObject({ code: 4200 })
    } finally {
      await appKit.kit.remote
      appKit.destroy()
      stopAnnounce()
    }
  })
})
