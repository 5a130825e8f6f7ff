import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import type { WalletKitTypes } from '@reown/walletkit'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_ADDRESS } from '../../src/solanaDevKey.ts'
import { sessionNamespaces } from './sessionNamespaces.ts'
import { createSuiKey, prepareSuiRequest, SUI_DEV_ADDRESS, WC_SUI_CHAINS, WC_SUI_METHODS } from './webWalletSui.ts'

const MESSAGE = 'Hello from the Gangway demo'

describe('the web wallet’s Sui namespace (@mysten/sui Ed25519 keys)', () => {
  it('derives the devnet mnemonic’s first Sui account and signs personal messages that verify', async () => {
    const key = createSuiKey()
    expect(key.address).toBe(SUI_DEV_ADDRESS)
    const accounts = await prepareSuiRequest({ method: 'sui_getAccounts', params: {} }, key).run()
    expect(accounts).toEqual([{ address: SUI_DEV_ADDRESS, pubkey: key.keypair.getPublicKey().toBase64() }])

    const prepared = prepareSuiRequest(
      { method: 'sui_signPersonalMessage', params: { message: MESSAGE, address: SUI_DEV_ADDRESS } },
      key,
    )
    expect(prepared).toMatchObject({ title: 'sui_signPersonalMessage', ask: true })
    expect(prepared.lines).toContain(MESSAGE)
    const { signature } = (await prepared.run()) as { signature: string }
    const signer = await verifyPersonalMessageSignature(new TextEncoder().encode(MESSAGE), signature, {
      address: SUI_DEV_ADDRESS,
    })
    expect(signer.toSuiAddress()).toBe(SUI_DEV_ADDRESS)
    await expect(
      verifyPersonalMessageSignature(new TextEncoder().encode('another message'), signature, {
        address: SUI_DEV_ADDRESS,
      }),
    ).rejects.toThrow()
  })

  it('refuses another account (4100), bad params (-32602) and methods it has not (4200)', () => {
    const key = createSuiKey()
    const sign = (params: unknown) => () => prepareSuiRequest({ method: 'sui_signPersonalMessage', params }, key)
    expect(sign({ message: MESSAGE, address: `0x${'1'.repeat(64)}` })).toThrow(expect.objectContaining({ code: 4100 }))
    expect(sign({ message: 42, address: SUI_DEV_ADDRESS })).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => prepareSuiRequest({ method: 'sui_signAndExecuteTransaction', params: {} }, key)).toThrow(
      expect.objectContaining({ code: 4200 }),
    )
  })

  it('approves a proposed sui namespace with the account on each Sui network it knows', () => {
    const proposal = {
      requiredNamespaces: {},
      optionalNamespaces: { sui: { chains: ['sui:mainnet'], methods: ['sui_signPersonalMessage'], events: [] } },
    } as unknown as WalletKitTypes.SessionProposal['params']
    const namespaces = sessionNamespaces(proposal, {
      evm: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainIds: [31337] },
      solana: { address: SOLANA_DEV_ADDRESS },
      sui: { address: SUI_DEV_ADDRESS },
    })
    expect(Object.keys(namespaces)).toEqual(['sui'])
    expect(namespaces.sui).toMatchObject({
      accounts: [`sui:mainnet:${SUI_DEV_ADDRESS}`],
      methods: [...WC_SUI_METHODS],
    })
    expect(WC_SUI_CHAINS).toContain('sui:mainnet')
  })
})
