import { deployments } from '@gangway/devnet'

/** A network the sandbox sells on: its CAIP-2 id, the name the page shows, and the RPC it sends through. */
export type SandboxNetwork = { caipNetworkId: string; name: string; rpcUrl: string }

/**
 * The devnet's networks, as `npm start` and the e2e stack run them (`deployments.json`): both EVM devnet
 * chains and the local Solana chain.
 */
export function devnetSandboxNetworks(): SandboxNetwork[] {
  return [
    ...deployments.chains.map((c) => ({ caipNetworkId: `eip155:${c.id}`, name: c.name, rpcUrl: c.rpcUrl })),
    { caipNetworkId: deployments.solana.caipNetworkId, name: 'Solana Localnet', rpcUrl: deployments.solana.rpcUrl },
  ]
}
