import { routerPush } from '@gangway/core'
import { SocialMark, socialName } from '../../components/SocialMark.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { type ConnectSocial, socialProviders } from './socialProviders.ts'
import { startSocialLogin } from './startSocialLogin.ts'

/** At most this many socials on Connect; past it the last place is "more" (AppKit's layout: 6). */
const MAX_SHOWN = 6

/**
 * Connect's social buttons (AppKit's layout): one provider → a wide "Continue with …"; two → two buttons
 * with names; more → the first wide, the next ones as icons in a row, and past six a "more" button that
 * opens ConnectSocials with all of them.
 */
export function SocialLoginButtons() {
  const { kit, t } = useKit()
  const socials = useStore(kit.stores.options, (s) => s.features.socials)
  const providers = socialProviders(kit, socials)
  if (providers.length === 0) return null
  const button = (provider: ConnectSocial, wide: boolean) => {
    const name = socialName(provider)
    return (
      <button
        key={provider}
        type="button"
        className="secondary social"
        data-testid={`social-selector-${provider}`}
        aria-label={wide ? undefined : t('social.continueWith', { provider: name })}
        title={wide ? undefined : t('social.continueWith', { provider: name })}
        onClick={() => startSocialLogin(kit, provider)}
      >
        <SocialMark provider={provider} />
        {wide ? <span>{t('social.continueWith', { provider: name })}</span> : null}
      </button>
    )
  }
  const [first, ...rest] = providers
  if (!first) return null
  if (providers.length === 2) {
    return (
      <div className="socials" data-testid="social-login">
        {providers.map((p) => (
          <button
            key={p}
            type="button"
            className="secondary social"
            data-testid={`social-selector-${p}`}
            onClick={() => startSocialLogin(kit, p)}
          >
            <SocialMark provider={p} />
            <span>{socialName(p)}</span>
          </button>
        ))}
      </div>
    )
  }
  const overflow = providers.length > MAX_SHOWN
  const row = overflow ? rest.slice(0, MAX_SHOWN - 2) : rest
  return (
    <div data-testid="social-login">
      <div className="socials">{button(first, true)}</div>
      {row.length > 0 ? (
        <div className="socials">
          {row.map((p) => button(p, false))}
          {overflow ? (
            <button
              type="button"
              className="secondary social"
              data-testid="social-selector-more"
              aria-label={t('social.more')}
              title={t('social.more')}
              onClick={() => routerPush(kit, 'ConnectSocials')}
            >
              <span aria-hidden="true">•••</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
