import { routerPush } from '@gangway/core'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'

/**
 * "Continue with Farcaster" (a social login of `features.socials`): opens ConnectingFarcaster, whose chunk
 * loads then. Shown where the social buttons go.
 */
export function FarcasterSocialButton() {
  const { kit, t } = useKit()
  return (
    <button
      type="button"
      className="item"
      data-testid="social-farcaster"
      onClick={() => routerPush(kit, 'ConnectingFarcaster')}
    >
      <span className="wallet-icon icon-box">
        <Icon name="farcaster" />
      </span>
      <span className="name">{t('farcaster.continue')}</span>
      <Icon name="chevron" />
    </button>
  )
}
