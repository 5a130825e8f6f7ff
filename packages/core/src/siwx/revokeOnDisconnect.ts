import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'

/**
 * Signs the visitor out of the accounts about to be disconnected (`signOutOnDisconnect`, default true):
 * `revokeSession(chainId, address)` for each namespace's connected account — on its network and on every other
 * network this page signed it in on (issue 36: a network switch no longer asks again, so its sessions may be
 * elsewhere) —, at most 3 s each (SPEC §9's disconnect wait limit). A config that fails is named on the
 * console; the disconnect goes on.
 */
export async function revokeOnDisconnect(kit: Kit, namespaces: readonly ChainNamespace[]): Promise<void> {
  const siwx = kit.options.siwx
  if (!siwx || siwx.signOutOnDisconnect === false) return
  const { accounts } = kit.stores.chains.get()
  const recorded = kit.stores.siwx.get().sessions
  const targets = namespaces.flatMap((ns) => {
    const account = accounts[ns]
    if (!account?.isConnected || !account.caipAddress || !account.address) return []
    const address = account.address
    const [namespace, reference] = account.caipAddress.split(':')
    const others = recorded
      .map((caip) => caip.split(':'))
      .filter(([n, , a]) => n === namespace && a?.toLowerCase() === address.toLowerCase())
      .map(([n, r]) => `${n}:${r}`)
    return [...new Set([`${namespace}:${reference}`, ...others])].map((chainId) => ({ chainId, address }))
  })
  kit.stores.siwx.set({ sessions: [], signedIn: [] })
  await Promise.all(
    targets.map(async ({ chainId, address }) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([
          siwx.revokeSession(chainId as CaipNetworkId, address),
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
