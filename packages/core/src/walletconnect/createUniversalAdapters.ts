import type { ChainNamespace } from '@gangway/protocol'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { UniversalAdapter } from './UniversalAdapter.ts'

/**
 * A universal adapter for each namespace of the site's networks that has no adapter of the site's own: they
 * join the kit's one WalletConnect session in `setup`, so the pairing that connects the site's adapters
 * proposes their namespaces too (DESIGN). WalletConnect's client loads on the first connect or on the
 * reconnect of a session made before.
 */
export function createUniversalAdapters(namespaces: readonly ChainNamespace[]): ChainAdapter[] {
  return namespaces.map((namespace) => new UniversalAdapter(namespace))
}
