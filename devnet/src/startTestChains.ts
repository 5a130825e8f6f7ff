import { type Chain, defineChain } from 'viem'
import { freePort } from './freePort.ts'
import { startAnvil } from './startAnvil.ts'

/**
 * Fresh, empty anvil chains (ids 31337 and 31338 by default) on free loopback ports, as viem chains — for
 * tests that must not share the fixed devnet ports. `stop` ends them all.
 */
export async function startTestChains(ids: readonly number[] = [31337, 31338]) {
  const started = await Promise.all(
    ids.map(async (id) => {
      const anvil = await startAnvil({ chainId: id, port: await freePort() })
      const chain: Chain = defineChain({
        id,
        name: `Test ${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      })
      return { anvil, chain }
    }),
  )
  return {
    chains: started.map((s) => s.chain),
    stop: async () => {
      await Promise.all(started.map((s) => s.anvil.stop()))
    },
  }
}
