import { startServerProcess } from './startServerProcess.ts'

export type TestServer = { url: string; close(): Promise<void> }

/**
 * The real Gangway server in its own Node process on a free loopback port, with a throwaway embedded
 * database, for client tests (e.g. in a happy-dom environment, where the server cannot run in-process).
 * `env` adds or overrides its environment (RPC_UPSTREAMS, SEED_PROJECTS …). Resolves once `/healthz` answers.
 */
export async function spawnTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startServerProcess({ HOST: '127.0.0.1', ...env })
  return { url: server.url, close: server.stop }
}

/** WalletConnect's key-value storage in memory, for the clients a test makes. */
export { memoryKeyValueStorage } from './memoryKeyValueStorage.ts'

/** Refuses and records every `fetch` to a host other than this machine. */
export { refuseOutsideHosts } from './refuseOutsideHosts.ts'
