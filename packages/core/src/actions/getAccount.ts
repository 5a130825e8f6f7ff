import type { AccountState, ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { disconnectedAccount } from '../stores/KitStores.ts'

/** Account state of a namespace (default: the active one); disconnected defaults when there is none. */
export function getAccount(kit: Kit, namespace?: ChainNamespace): AccountState {
  const chains = kit.stores.chains.get()
  return chains.accounts[namespace ?? chains.activeNamespace] ?? disconnectedAccount()
}
