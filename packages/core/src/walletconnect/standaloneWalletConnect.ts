import type { Metadata } from '../options/KitOptions.ts'
import { DEFAULT_RELAY_URL } from './relayUrlOf.ts'
import type { WalletConnectHubOptions } from './WalletConnectHub.ts'

/** An adapter's own WalletConnect option (Gangway's): `false` leaves the connector out. */
export type AdapterWalletConnectOption = false | { relayUrl?: string; metadata?: Metadata | undefined } | undefined

/**
 * The WalletConnect settings an adapter uses when no kit gives it the kit's one session (the adapter used alone,
 * e.g. a wagmi config without the dialog): its project (default 'local'), relay (default the local server's)
 * and metadata. Undefined when the site left WalletConnect out (`walletConnect: false`).
 */
export function standaloneWalletConnect(options: {
  projectId?: string | undefined
  walletConnect?: AdapterWalletConnectOption
}): WalletConnectHubOptions | undefined {
  if (options.walletConnect === false) return undefined
  return {
    projectId: options.projectId ?? 'local',
    relayUrl: options.walletConnect?.relayUrl ?? DEFAULT_RELAY_URL,
    metadata: options.walletConnect?.metadata,
  }
}
