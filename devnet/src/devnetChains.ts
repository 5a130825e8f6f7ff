import { type Chain, defineChain } from 'viem'
import deploymentsJson from '../generated/deployments.json' with { type: 'json' }
import { DEVNET_CHAINS, MULTICALL3_ADDRESS } from './devnetConstants.ts'

/**
 * viem chain definitions of both devnet chains (native ETH, Multicall3 at the canonical address, and the
 * devnet's ENS universal resolver, so viem's `getEnsAddress`/`getEnsName` work without an address).
 */
export const devnetChains: readonly Chain[] = DEVNET_CHAINS.map((c) =>
  defineChain({
    id: c.id,
    name: c.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${c.port}`] } },
    contracts: {
      multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 0 },
      ensUniversalResolver: { address: deploymentsJson.ens.universalResolver as `0x${string}`, blockCreated: 0 },
    },
    testnet: true,
  }),
)
