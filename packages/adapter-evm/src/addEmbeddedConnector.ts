import type { AdapterSetup } from '@gangway/core'
import { type Config, injected } from 'wagmi'

/**
 * Adds the kit's e-mail wallet to wagmi as an injected-style connector over the frame provider (id
 * `ID_AUTH`), the way wagmi adds EIP-6963 wallets; once only.
 */
export function addEmbeddedConnector(config: Config, embedded: NonNullable<AdapterSetup['embedded']>): void {
  if (config.connectors.some((c) => c.id === embedded.id)) return
  const internal = config._internal.connectors
  const connector = internal.setup(
    injected({
      shimDisconnect: true,
      target: () => ({ id: embedded.id, name: embedded.name, provider: embedded.provider as never }),
    }),
  )
  internal.setState((all) => [...all, connector])
}
