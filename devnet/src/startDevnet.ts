import { deployDevnet } from './deployDevnet.ts'
import { DEVNET_CHAINS } from './devnetConstants.ts'
import { type AnvilInstance, startAnvil } from './startAnvil.ts'

export type DevnetOptions = {
  /** Ports for chain A (31337) and chain B (31338); default 8545 and 8546. */
  ports?: [number, number]
}
export type Devnet = { chains: { id: number; rpcUrl: string }[]; stop(): Promise<void> }

/** Starts both devnet chains, deploys and seeds them. `stop()` ends both anvil processes. */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const started: AnvilInstance[] = []
  const stop = async () => {
    await Promise.all(started.map((a) => a.stop()))
  }
  try {
    await Promise.all(
      DEVNET_CHAINS.map(async (chain, i) => {
        const port = options.ports?.[i] ?? chain.port
        const anvil = await startAnvil({ chainId: chain.id, port })
        started.push(anvil)
        await deployDevnet(anvil.rpcUrl)
      }),
    )
  } catch (error) {
    await stop()
    throw error
  }
  const chains = started.map((a) => ({ id: a.chainId, rpcUrl: a.rpcUrl })).sort((a, b) => a.id - b.id)
  return { chains, stop }
}
