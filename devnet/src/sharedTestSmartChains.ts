import { defineChain } from 'viem'
import { inject } from 'vitest'
import { startTestSmartChains, type TestSmartChains } from './startTestSmartChains.ts'
import type { SharedSmartChainsInfo } from './testSmartChainsSetup.ts'

/**
 * The test run's shared smart-account chains (31337, 31338) and bundlers, for vitest tests: started once per
 * run by the root config's global setup (`testSmartChainsSetup.ts`) on the first call, reused by every test
 * file, stopped at the end of the run — `stop()` here does nothing. Outside that setup (another vitest config)
 * it starts a private set, and `stop()` ends it: call `stop` in `afterAll` either way.
 *
 * The chains are shared: tests must not depend on a fresh chain — use fresh random keys for owners and
 * accounts, and do not change shared contracts (the paymaster's signer, deposit…) or the chain's time.
 */
export async function sharedTestSmartChains(): Promise<TestSmartChains> {
  const coordinator = inject('gangwaySmartChains')
  if (!coordinator) return startTestSmartChains()
  const res = await fetch(`${coordinator}/acquire`, { method: 'POST' })
  if (!res.ok) throw new Error(`devnet: the shared smart-account chains did not start: ${await res.text()}`)
  const info = (await res.json()) as SharedSmartChainsInfo
  const chains = info.chains.map((c) =>
    defineChain({
      id: c.id,
      name: `Test ${c.id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
    }),
  )
  return { chains, bundlerUrls: info.bundlerUrls, stop: async () => {} }
}
