import { freePort } from './freePort.ts'
import { type SolanaChain, startSolana } from './solana/startSolana.ts'

/** A fresh, seeded local Solana chain on free loopback ports (HTTP and WebSocket), for tests. */
export async function startTestSolana(): Promise<SolanaChain> {
  return startSolana({ port: await freePort(), wsPort: await freePort() })
}
