import type { AdapterEvents } from '@gangway/core'
import type { Config, Connection } from 'wagmi'

const sameAccounts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x.toLowerCase() === b[i]?.toLowerCase())

/**
 * Reports wallet-side changes of wagmi's connections to the kit: accounts and chain changes per connector,
 * and connections that ended. Answers the function that stops watching.
 */
export function watchWagmiConnections(config: Config, events: AdapterEvents): () => void {
  return config.subscribe(
    (state) => state.connections,
    (connections, previous) => {
      const byId = (map: Map<string, Connection>) => new Map([...map.values()].map((c) => [c.connector.id, c]))
      const now = byId(connections)
      const before = byId(previous)
      for (const [id, connection] of now) {
        const old = before.get(id)
        if (!old) continue // a new connection is reported by the connect/reconnect call that made it
        if (!sameAccounts(connection.accounts, old.accounts)) {
          events.accountsChanged(
            id,
            connection.accounts.map((address) => ({ address, type: 'eoa' })),
          )
        }
        if (connection.chainId !== old.chainId) events.chainChanged(id, connection.chainId)
      }
      for (const id of before.keys()) if (!now.has(id)) events.disconnected(id)
    },
  )
}
