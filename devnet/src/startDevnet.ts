import { deployDevnet } from './deployDevnet.ts'
import { DEVNET_CHAINS } from './devnetConstants.ts'
import type { SolanaChain, SolanaOptions } from './solana/startSolana.ts'
import { type AnvilInstance, startAnvil } from './startAnvil.ts'
import { startFarcasterChain } from './startFarcasterChain.ts'

export type DevnetOptions = {
  /** Ports for chain A (31337) and chain B (31338); default 8545 and 8546. */
  ports?: [number, number]
  /** The local Solana chain's ports (default 8899 HTTP, 8900 WebSocket), or false to not start it. */
  solana?: SolanaOptions | false
  /** The OP Mainnet stand-in for Farcaster sign-in (chain id 10, default port 8547), or false to not start it. */
  farcaster?: { port?: number } | false
}
export type Devnet = {
  chains: { id: number; rpcUrl: string }[]
  /** The local Solana chain (`solana:localnet`), unless started with `solana: false`. */
  solana?: { rpcUrl: string; wsUrl: string }
  stop(): Promise<void>
}

/**
 * Starts both devnet chains (deployed and seeded), the seeded local Solana chain and the OP Mainnet stand-in
 * with the Farcaster registries (`chains` lists it too, id 10). `stop()` ends them all.
 */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const started: AnvilInstance[] = []
  let solana: SolanaChain | undefined
  const stop = async () => {
    await Promise.all([...started.map((a) => a.stop()), solana?.stop()])
  }
  try {
    await Promise.all([
      ...DEVNET_CHAINS.map(async (chain, i) => {
        const port = options.ports?.[i] ?? chain.port
        const anvil = await startAnvil({ chainId: chain.id, port })
        started.push(anvil)
        await deployDevnet(anvil.rpcUrl)
      }),
      (async () => {
        if (options.farcaster === false) return
        started.push(await startFarcasterChain(options.farcaster?.port))
      })(),
      (async () => {
        if (options.solana === false) return
        // loaded on demand: importing '@gangway/devnet' for its addresses does not load the native SVM
        const { startSolana } = await import('./solana/startSolana.ts')
        solana = await startSolana(options.solana)
      })(),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  const chains = started.map((a) => ({ id: a.chainId, rpcUrl: a.rpcUrl })).sort((a, b) => a.id - b.id)
  return { chains, ...(solana ? { solana: { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl } } : {}), stop }
}
