import { coinTypeFromChainId, type IdentityResponse, ProfileApiPath, type RegisterNameRequest } from '@gangway/protocol'
import { KitError, type KitErrorCode, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { nameApiError } from '../names/nameApiError.ts'
import { nameLabel } from '../names/nameLabel.ts'
import { nameZone } from '../names/nameZone.ts'
import { emitEvent } from './emitEvent.ts'
import { namesCacheKey } from './getNamesForAddress.ts'
import { routerReplace } from './routerReplace.ts'
import { validateName } from './validateName.ts'

export type RegisterNameParameters = {
  /** A label (`alice`) or a full name of the server's zone (`alice.gangway.id`); folded to lower case. */
  name: string
}
/** The full name registered, `<label>.<zone>`. */
export type RegisterNameReturnType = string
export type RegisterNameErrorType = KitError

/**
 * Registers a name for the connected EVM account (SPEC §4, AppKit's `EnsController.registerName`): the wallet
 * signs `JSON.stringify({ name, attributes: {}, timestamp })` (personal_sign — an extension, a WalletConnect
 * wallet or the login frame for e-mail and social wallets, whichever is connected), the kit posts `{ coin_type,
 * address, message, signature }` to `POST /v1/profile/account` (coin type: ENSIP-11 of the account's chain),
 * then the account shows the name at once (`profileName`), the address's identity cache entry holds the new
 * name, its names cache entry is dropped and the dialog shows RegisterAccountNameSuccess. On any failure the
 * dialog is back on RegisterAccountName with the message in the names store's `error`, and a `KitError`
 * (`NAME_API_FAILED`) is thrown: the server's first reason ('The name … is taken') or `Error registering name
 * <name>`. A label that breaks SPEC §5 is refused before anything is signed (`INVALID_NAME`).
 *
 * @example
 * await registerName(kit, { name: 'alice' }) // 'alice.gangway.id'
 */
export async function registerName(kit: Kit, params: RegisterNameParameters): Promise<RegisterNameReturnType> {
  const { names, chains, connections, modal } = kit.stores
  const state = chains.get()
  const network = state.activeNamespace === 'eip155' ? state.activeNetwork : state.namespaceNetworks.eip155
  const account = state.accounts.eip155
  const connectorId = connections.get().activeConnectorId.eip155
  const adapter = kit.adapters.get('eip155')
  // refusals before anything is signed are shown by the view too
  const refuse = (code: KitErrorCode, message: string) => {
    names.set({ error: message })
    return new KitError(code, message)
  }
  if (!network) throw refuse('NETWORK_NOT_FOUND', 'Network not found')
  if (!account?.isConnected || !account.address || !connectorId || !adapter) {
    throw refuse('NOT_CONNECTED', KitErrorMessage.NOT_CONNECTED)
  }
  const label = nameLabel(params.name, nameZone(kit))
  if (!validateName(label)) throw refuse('INVALID_NAME', 'The value is not a valid username')
  const name = `${label}.${nameZone(kit)}`
  const address = account.address
  const tracked = { isSmartAccount: account.preferredAccountType === 'smartAccount', ensName: name }
  emitEvent(kit, 'REGISTER_NAME_INITIATED', tracked)
  names.set({ loading: true, error: undefined })
  try {
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const coinType = coinTypeFromChainId(Number(network.id))
    const signature = await adapter.signMessage({ connectorId, address, message })
    const body: RegisterNameRequest = { coin_type: coinType, address, message, signature }
    await kit.api.post(ProfileApiPath.account.slice(1), body)
  } catch (error) {
    const message = nameApiError(error, `Error registering name ${name}`)
    names.set({ loading: false, error: message })
    if (modal.get().open) routerReplace(kit, 'RegisterAccountName')
    emitEvent(kit, 'REGISTER_NAME_ERROR', { ...tracked, error: message })
    throw new KitError('NAME_API_FAILED', message, { cause: error })
  }
  let avatar: string | null = null
  chains.set((s) => {
    const current = s.accounts.eip155
    if (current?.address !== address) return {}
    avatar = current.profileImage ?? null
    return { accounts: { ...s.accounts, eip155: { ...current, profileName: name } } }
  })
  // the identity entry now holds the new name (as AppKit updates its names cache): Account asks the server
  // again only after 5 minutes, when the server's own identity cache has lapsed too, so an identity answer
  // cached before the registration cannot take the name away again
  const identity: IdentityResponse = { name, avatar }
  kit.cache.set(`identity:${address.toLowerCase()}`, { at: Date.now(), value: identity })
  kit.cache.delete(namesCacheKey(address))
  names.set({ loading: false, registered: name, suggestions: [], suggestionsFor: undefined })
  if (modal.get().open) routerReplace(kit, 'RegisterAccountNameSuccess')
  emitEvent(kit, 'REGISTER_NAME_SUCCESS', tracked)
  return name
}
