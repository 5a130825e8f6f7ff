import { inject } from 'vitest'
import { freePort } from '../freePort.ts'
import { bitcoinDevAccount } from './bitcoinDevAccounts.ts'
import { BITCOIN_MINER_ACCOUNT_INDEX, type BitcoinNode, startBitcoin } from './startBitcoin.ts'

/**
 * The test run's shared bcoin regtest node, for vitest tests: started once per run by the root config's global
 * setup (`testBitcoinSetup.ts`) on the first call, reused by every test file, stopped at the end — `stop()` here
 * does nothing. Outside that setup it starts a private node, and `stop()` ends it: call `stop` in `afterAll`.
 *
 * The node is shared: fund fresh keys with the `sendtoaddress` faucet rather than spending dev accounts 0–4,
 * and check differences, not absolute heights. `mine` is `generatetoaddress` over JSON-RPC.
 */
export async function sharedTestBitcoin(): Promise<BitcoinNode> {
  const coordinator = inject('gangwayBitcoin')
  if (!coordinator) return startBitcoin({ port: await freePort() })
  const res = await fetch(`${coordinator}/acquire`, { method: 'POST' })
  if (!res.ok) throw new Error(`devnet: the shared Bitcoin node did not start: ${await res.text()}`)
  const { rpcUrl } = (await res.json()) as { rpcUrl: string }
  const miner = bitcoinDevAccount(BITCOIN_MINER_ACCOUNT_INDEX).payment.address
  return {
    rpcUrl,
    mine: async (blocks = 1, address = miner) => {
      const answer = await fetch(rpcUrl, {
        method: 'POST',
        body: JSON.stringify({ method: 'generatetoaddress', params: [blocks, address], id: 1 }),
      })
      const body = (await answer.json()) as { result: string[] | null; error: { message: string } | null }
      if (body.error || !body.result) throw new Error(`generatetoaddress: ${body.error?.message}`)
      return body.result
    },
    stop: async () => {},
  }
}
