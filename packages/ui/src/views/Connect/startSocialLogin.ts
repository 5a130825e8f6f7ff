import { type Kit, KitErrorMessage, openSocialPopup, routerPush } from '@gangway/core'
import type { SocialLoginProvider } from '@gangway/protocol'

/**
 * The social login's action (`connectSocial`), a chunk loaded by the click through the loaders' chunk
 * (`viewLoaders.ts`, loaded when the dialog opens; its preload map is there): not before the dialog opens.
 */
const loadConnectSocial = () => import('../viewLoaders.ts').then((m) => m.loadConnectSocial())

/**
 * A social button's click: the popup opens in this very call (synchronously, so popup blockers allow it),
 * then ConnectingSocial shows the login while `connectSocial` (a chunk of its own) loads and takes over the
 * popup; its failure is shown there (from the social store). Inside Telegram no popup is opened: the page
 * itself goes to the provider.
 */
export function startSocialLogin(kit: Kit, provider: SocialLoginProvider | 'farcaster'): void {
  // Farcaster: no popup, its view shows the sign-in link and QR code
  if (provider === 'farcaster') {
    routerPush(kit, 'ConnectingFarcaster')
    return
  }
  // none inside Telegram, where connectSocial sends the page itself to the provider
  const options = { popup: openSocialPopup(globalThis.window) }
  // ConnectingSocial shows this provider at once (connectSocial sets the same when it runs)
  kit.stores.social.set({ provider, status: 'connecting', error: undefined })
  routerPush(kit, 'ConnectingSocial')
  loadConnectSocial().then(
    ({ connectSocial }) => connectSocial(kit, provider, options).catch(() => undefined),
    () => {
      options.popup?.close()
      kit.stores.social.set({
        status: 'error',
        error: { code: 'SOCIAL_INIT_FAILED', message: KitErrorMessage.SOCIAL_INIT_FAILED },
      })
    },
  )
}
