import type { AdapterConnection } from '@gangway/core'
import type { Config } from 'wagmi'

/** The accounts and chain wagmi holds for `connectorId`, undefined when it holds no account for it. */
export function wagmiConnection(config: Config, connectorId: string): AdapterConnection | undefined {
  const connection = [...config.state.connections.values()].find((c) => c.connector.id === connectorId)
  if (!connection || connection.accounts.length === 0) return undefined
  return {
    connectorId,
    accounts: connection.accounts.map((address) => ({ address, type: 'eoa' })),
    chainId: connection.chainId,
  }
}
