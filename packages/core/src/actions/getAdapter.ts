import type { ChainNamespace } from '@gangway/protocol'
import { AdapterErrorMessage } from '../adapter/AdapterError.ts'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'

/** The adapter of a namespace, or the typed "adapter not found" error (SPEC §8). */
export function getAdapter(kit: Kit, namespace: ChainNamespace): ChainAdapter {
  const adapter = kit.adapters.get(namespace)
  if (!adapter) throw new KitError('ADAPTER_NOT_FOUND', AdapterErrorMessage.adapterNotFound(namespace))
  return adapter
}
