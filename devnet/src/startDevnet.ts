import type { BitcoinNode } from './bitcoin/startBitcoin.ts'
import { deployDevnet } from './deployDevnet.ts'
import { DEVNET_BUNDLER_PORTS, DEVNET_CHAINS } from './devnetConstants.ts'
import type { SolanaChain, SolanaOptions } from './solana/startSolana.ts'
import { type AnvilInstance, startAnvil } from './startAnvil.ts'
import { type Bundler, startBundler } from './startBundler.ts'
import { startFarcasterChain } from './startFarcasterChain.ts'

export type DevnetOptions = {
  /** Ports for chain A (31337) and chain B (31338); default 8545 and 8546. */
  ports?: [number, number]
  /** The local Solana chain's ports (default 8899 HTTP, 8900 WebSocket), or false to not start it. */
  solana?: SolanaOptions | false
  /** The OP Mainnet stand-in for Farcaster sign-in (chain id 10, default port 8547), or false to not start it. */
  farcaster?: { port?: number } | false
  /**
   * An ERC-4337 bundler (alto) per devnet chain — default ports 4337 (31337) and 4338 (31338)
   * (`DEVNET_BUNDLER_PORTS`) — or false to not start them.
   */
  bundlers?: { ports?: [number, number] } | false
  /** The bcoin regtest node (default port 18443, Bitcoin Core's), or false to not start it. */
  bitcoin?: { port?: number } | false
}
export type Devnet = {
  chains: { id: number; rpcUrl: string }[]
  /** The local Solana chain (`solana:localnet`), unless started with `solana: false`. */
  solana?: { rpcUrl: string; wsUrl: string }
  /** The bundlers, by chain (none with `bundlers: false`). */
  bundlers: { chainId: number; url: string }[]
  /** The bcoin regtest node's JSON-RPC URL (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`), unless `bitcoin: false`. */
  bitcoin?: { rpcUrl: string }
  stop(): Promise<void>
}

/**
 * Starts both devnet chains (deployed and seeded), the seeded local Solana chain and the OP Mainnet stand-in
 * with the Farcaster registries (`chains` lists it too, id 10), and a bundler per devnet chain (alto, on
 * 4337/4338, once that chain is deployed). `stop()` ends them all.
 */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const started: AnvilInstance[] = []
  let solana: SolanaChain | undefined
  let bitcoin: BitcoinNode | undefined
  const bundlers: (Bundler & { chainId: number })[] = []
  const stop = async () => {
    await Promise.all(bundlers.map((b) => b.stop()))
    await Promise.all([...started.map((a) => a.stop()), solana?.stop(), bitcoin?.stop()])
  }
  try {
    await Promise.all([
      ...DEVNET_CHAINS.map(async (chain, i) => {
        const port = options.ports?.[i] ?? chain.port
        const anvil = await startAnvil({ chainId: chain.id, port })
        started.push(anvil)
        await deployDevnet(anvil.rpcUrl)
        if (options.bundlers === false) return
        const bundlerPort = options.bundlers?.ports?.[i] ?? DEVNET_BUNDLER_PORTS[chain.id] ?? 4337 + i
        bundlers.push({ ...(await startBundler({ rpcUrl: anvil.rpcUrl, port: bundlerPort })), chainId: chain.id })
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
      (async () => {
        if (options.bitcoin === false) return
        // loaded on demand, like Solana: importing '@gangway/devnet' does not load bcoin
        const { startBitcoin } = await import('./bitcoin/startBitcoin.ts')
        bitcoin = await startBitcoin(options.bitcoin)
      })(),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  const chains = started.map((a) => ({ id: a.chainId, rpcUrl: a.rpcUrl })).sort((a, b) => a.id - b.id)
  return {
    chains,
    ...(solana ? { solana: { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl } } : {}),
    ...(bitcoin ? { bitcoin: { rpcUrl: bitcoin.rpcUrl } } : {}),
    bundlers: bundlers.map((b) => ({ chainId: b.chainId, url: b.url })).sort((a, b) => a.chainId - b.chainId),
    stop,
  }
}
