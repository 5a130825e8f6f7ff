import { connectSocial, type Kit, routerPush } from '@gangway/core'
import type { SocialLoginProvider } from '@gangway/protocol'

/**
 * A social button's click: the popup opens in this very call (synchronously, so popup blockers allow it),
 * then ConnectingSocial shows the login; its failure is shown there (from the social store).
 */
export function startSocialLogin(kit: Kit, provider: SocialLoginProvider): void {
  const done = connectSocial(kit, provider)
  routerPush(kit, 'ConnectingSocial')
  done.catch(() => undefined)
}
