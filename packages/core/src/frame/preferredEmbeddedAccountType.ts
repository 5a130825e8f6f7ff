import type { Kit } from '../Kit.ts'

/**
 * The account type the dialog asks the frame for (GET_USER, CONNECT_SOCIAL): the visitor's stored choice,
 * else the site's `defaultAccountTypes.eip155` (SPEC §4 default: smartAccount). The server uses it while
 * the visitor never chose one; a chain without smart accounts gets the EOA whatever is asked.
 */
export function preferredEmbeddedAccountType(kit: Kit): 'eoa' | 'smartAccount' | undefined {
  const type = kit.storage.getPreferredAccountTypes().eip155 ?? kit.options.defaultAccountTypes.eip155
  return type === 'eoa' || type === 'smartAccount' ? type : undefined
}
