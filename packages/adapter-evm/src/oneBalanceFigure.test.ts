// @vitest-environment happy-dom
import {
  type CaipNetwork,
  connect,
  createKit,
  destroyKit,
  fetchBalance,
  fetchTokenBalances,
  fromViemChain,
  getAccount,
  truncateDecimals,
} from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { announceProvider, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendTransaction, waitForTransactionReceipt } from 'wagmi/actions'
import { WagmiAdapter } from './WagmiAdapter.ts'

let chain: CaipNetwork
let server: TestServer
let stopChains: () => Promise<void>
beforeAll(async () => {
  const started = await startTestChains([31337])
  stopChains = started.stop
  chain = fromViemChain(started.chains[0] as never)
  // the real Gangway server, reading balances from the test chain (native coin only: the chain is empty)
  server = await spawnTestServer({
    RPC_UPSTREAMS: JSON.stringify({ 'eip155:31337': chain.rpcUrls.default.http[0] }),
    TOKEN_LISTS: JSON.stringify({ 'eip155:31337': [] }),
    PRICE_TABLE: JSON.stringify({ usd: { 'eip155:31337:native': 3000 } }),
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await stopChains?.()
})

describe('one balance figure (issue 12)', () => {
  it('after a send through wagmi (not the dialog) the Account header and the Tokens list agree', async () => {
    const wallet = createDevWallet({
      chains: [chain as never],
      origin: 'http://localhost',
      approve: async () => true,
      permissions: { load: () => false, save: () => undefined },
    })
    const stop = announceProvider(window, wallet.provider, {
      uuid: 'one',
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      rdns: DEV_WALLET_RDNS,
    })
    const adapter = new WagmiAdapter({ networks: [chain], walletConnect: false })
    const kit = createKit({ projectId: 'local', networks: [chain], adapters: [adapter], apiUrl: server.url })
    try {
      await kit.ready
      await connect(kit, { connectorId: DEV_WALLET_RDNS })
      await fetchBalance(kit)
      expect(getAccount(kit).balance).toBe('10000')

      // the site sends with wagmi's own action (what useSendTransaction calls), on the dialog's wagmi config
      const hash = await sendTransaction(adapter.wagmiConfig, {
        to: '0x000000000000000000000000000000000000dEaD',
        value: parseEther('1'),
      })
      await waitForTransactionReceipt(adapter.wagmiConfig, { hash })

      // the Account view opens: its header and its Tokens tab
      await fetchBalance(kit)
      const tokens = await fetchTokenBalances(kit)
      const native = tokens.find((t) => t.address === undefined)
      expect(Number(native?.quantity.numeric)).toBeLessThan(9999)
      const header = truncateDecimals(getAccount(kit).balance)
      const row = truncateDecimals(
        kit.stores.portfolio.get().tokens.find((t) => t.address === undefined)?.quantity.numeric,
      )
      expect(header).toBe(row)
      expect(getAccount(kit).balance).toBe(native?.quantity.numeric)

      // and the other way round: a fresh read through the wallet's chain updates the list's row too
      const second = await sendTransaction(adapter.wagmiConfig, {
        to: '0x000000000000000000000000000000000000dEaD',
        value: parseEther('1'),
      })
      await waitForTransactionReceipt(adapter.wagmiConfig, { hash: second })
      const fresh = await fetchBalance(kit, 'eip155', { force: true })
      const listed = kit.stores.portfolio.get().tokens.find((t) => t.address === undefined)
      expect(listed?.quantity.numeric).toBe(fresh?.balance)
      expect(listed?.value).toBe(Number(fresh?.balance) * (listed?.price ?? 0))
      expect(Number(fresh?.balance)).toBeLessThan(Number(native?.quantity.numeric))
    } finally {
      destroyKit(kit)
      adapter.destroy()
      stop()
    }
  }, 60_000)
})
