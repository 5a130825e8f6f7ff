import type { Kit } from '../Kit.ts'
import type { SIWXAccount } from './activeSIWXAccount.ts'

/**
 * The identities a signed-in account stands for (`namespace:address`, lower case): itself, and for an embedded
 * (e-mail or social) login every account of that login — the EOA and the smart account it owns, which switch
 * with AppKit's account-type toggle but are one login and one key.
 */
export function siwxIdentities(kit: Kit, account: Pick<SIWXAccount, 'namespace' | 'address'>): string[] {
  const own = `${account.namespace}:${account.address.toLowerCase()}`
  const state = kit.stores.chains.get().accounts[account.namespace]
  const embedded = kit.stores.connections.get().activeConnectorId[account.namespace] === 'ID_AUTH'
  const linked = embedded
    ? (state?.allAccounts ?? []).map((a) => `${account.namespace}:${a.address.toLowerCase()}`)
    : []
  return [...new Set([own, ...linked])]
}

/**
 * Records a signed-in account (and what it covers) in the kit's sign-in state; `session` when a session of
 * this very account and network exists (signed now or found), so that disconnecting revokes it.
 */
export function rememberSignedIn(
  kit: Kit,
  account: Pick<SIWXAccount, 'namespace' | 'address' | 'caipAddress'>,
  session: boolean,
): void {
  const state = kit.stores.siwx.get()
  const signedIn = [...new Set([...state.signedIn, ...siwxIdentities(kit, account)])]
  const sessions = session ? [...new Set([...state.sessions, account.caipAddress])] : state.sessions
  kit.stores.siwx.set({ signedIn, sessions, pending: undefined })
}

/** Whether this account's identity was signed in already during this page's life (on another network, or as the other account of the same embedded login). */
export function isSignInCovered(kit: Kit, account: Pick<SIWXAccount, 'namespace' | 'address'>): boolean {
  return kit.stores.siwx.get().signedIn.includes(`${account.namespace}:${account.address.toLowerCase()}`)
}
