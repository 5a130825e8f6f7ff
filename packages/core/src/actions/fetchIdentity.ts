import { type IdentityResponse, IdentityResponseSchema } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { getNamesForAddress } from './getNamesForAddress.ts'

/**
 * Reads the connected EVM account's name and avatar from the Gangway server (cached 5 minutes per address,
 * SPEC §9) into `profileName`/`profileImage`. Failures leave the account as it is (the address shows).
 */
export async function fetchIdentity(kit: Kit): Promise<IdentityResponse | undefined> {
  const account = kit.stores.chains.get().accounts.eip155
  if (!account?.isConnected || !account.address) return undefined
  const address = account.address
  const key = `identity:${address.toLowerCase()}`
  const cached = kit.cache.get(key)
  let identity: IdentityResponse
  if (cached && Date.now() - cached.at < ConstantsUtil.IDENTITY_CACHE_MS) identity = cached.value as IdentityResponse
  else {
    try {
      identity = IdentityResponseSchema.parse(await kit.api.get(`v1/identity/${address}`))
    } catch {
      return undefined
    }
    // SPEC §7's fallback name lookup: no name from the identity → the first of the address's names (AppKit's)
    if (!identity.name) {
      const [first] = await getNamesForAddress(kit, address).catch(() => [])
      if (first?.name) identity = { ...identity, name: first.name }
    }
    kit.cache.set(key, { at: Date.now(), value: identity })
  }
  kit.stores.chains.set((s) => {
    const current = s.accounts.eip155
    if (current?.address !== address) return {}
    const next = { ...current }
    if (identity.name) next.profileName = identity.name
    else delete next.profileName
    if (identity.avatar) next.profileImage = identity.avatar
    else delete next.profileImage
    return { accounts: { ...s.accounts, eip155: next } }
  })
  return identity
}
