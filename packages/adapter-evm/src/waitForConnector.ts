import type { Config, Connector } from 'wagmi'
import { watchConnectors } from 'wagmi/actions'

/** The connector `connectorId` of `config` (ids compared without case). */
export const findConnector = (config: Config, connectorId: string): Connector | undefined =>
  config.connectors.find((c) => c.id.toLowerCase() === connectorId.toLowerCase())

/**
 * The connector `connectorId` of `config` (`findConnector`). A stored connector may announce itself
 * (EIP-6963) shortly after the page starts: waits for it up to `timeoutMs`, then resolves undefined.
 */
export function waitForConnector(
  config: Config,
  connectorId: string,
  timeoutMs: number,
): Promise<Connector | undefined> {
  const find = () => findConnector(config, connectorId)
  const found = find()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop()
      resolve(undefined)
    }, timeoutMs)
    const stop = watchConnectors(config, {
      onChange: () => {
        const connector = find()
        if (!connector) return
        clearTimeout(timer)
        stop()
        resolve(connector)
      },
    })
  })
}
