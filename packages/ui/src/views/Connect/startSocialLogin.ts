import { connectSocial, type Kit, routerPush } from '@gangway/core'
import type { SocialLoginProvider } from '@gangway/protocol'

/**
 * A social button's click: the popup opens in this very call (synchronously, so popup blockers allow it),
 * then ConnectingSocial shows the login; its failure is shown there (from the social store).
 */
export function startSocialLogin(kit: Kit, provider: SocialLoginProvider | 'farcaster'): void {
  // Farcaster: no popup, its view shows the sign-in link and QR code
  if (provider === 'farcaster') {
    routerPush(kit, 'ConnectingFarcaster')
    return
  }
  const done = connectSocial(kit, provider)
  routerPush(kit, 'ConnectingSocial')
  done.catch(() => undefined)
}
