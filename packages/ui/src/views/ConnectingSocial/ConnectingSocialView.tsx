import { SOCIAL_NAMES, SocialIcon } from '../../components/SocialIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import type { MessageKey } from '../../i18n/en.ts'
import { startSocialLogin } from '../Connect/startSocialLogin.ts'

/**
 * A social login in progress (AppKit's ConnectingSocial): the provider, "continue in the window that
 * opened" while the popup is open; its failure ('Popup closed', 'Failed to initiate social connection',
 * 'Failed to connect') with Try again — which opens a new popup in that click. The title is
 * "Log in with {provider}" (viewTitle).
 */
export function ConnectingSocialView() {
  const { kit, t } = useKit()
  const social = useStore(kit.stores.social, (s) => s)
  const provider = social.provider
  if (!provider) return null
  const name = SOCIAL_NAMES[provider]
  const errorKey = social.error ? (`social.error.${social.error.code}` as MessageKey) : undefined
  const errorText = errorKey ? (t(errorKey) === errorKey ? social.error?.message : t(errorKey)) : undefined
  return (
    <div className="center" data-testid="connecting-social" data-provider={provider} data-status={social.status}>
      <span className="big-icon icon-box">
        <SocialIcon provider={provider} size={48} />
      </span>
      {social.status === 'error' ? (
        <>
          <p className="error-text" role="alert" data-testid="connecting-social-error">
            {errorText}
          </p>
          <button
            type="button"
            className="primary"
            data-testid="connecting-social-retry"
            onClick={() => startSocialLogin(kit, provider)}
          >
            {t('connecting.retry')}
          </button>
        </>
      ) : (
        <>
          <p className="muted">{t('social.waiting', { provider: name })}</p>
          <div className="spinner" role="status" aria-label={t('modal.loading')} />
        </>
      )}
    </div>
  )
}
