import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'

/**
 * Signs the visitor out of the accounts about to be disconnected (`signOutOnDisconnect`, default true):
 * `revokeSession(chainId, address)` for each namespace's connected account, at most 3 s each (SPEC §9's
 * disconnect wait limit). A config that fails is named on the console; the disconnect goes on.
 */
export async function revokeOnDisconnect(kit: Kit, namespaces: readonly ChainNamespace[]): Promise<void> {
  const siwx = kit.options.siwx
  if (!siwx || siwx.signOutOnDisconnect === false) return
  const { accounts } = kit.stores.chains.get()
  await Promise.all(
    namespaces.map(async (ns) => {
      const account = accounts[ns]
      if (!account?.isConnected || !account.caipAddress || !account.address) return
      const [namespace, reference] = account.caipAddress.split(':')
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([
          siwx.revokeSession(`${namespace}:${reference}` as CaipNetworkId, account.address),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, ConstantsUtil.DISCONNECT_WAIT_LIMIT_MS)
          }),
        ])
      } catch (error) {
        console.warn('gangway: siwx.revokeSession failed:', error)
      } finally {
        clearTimeout(timer)
      }
    }),
  )
}
