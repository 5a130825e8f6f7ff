import { SocialMark, socialName } from '../../components/SocialMark.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { socialProviders } from '../Connect/socialProviders.ts'
import { startSocialLogin } from '../Connect/startSocialLogin.ts'

/** Every social login of `features.socials`, as a list (Connect's "more"; AppKit's ConnectSocials). */
export function ConnectSocialsView() {
  const { kit, t } = useKit()
  const socials = useStore(kit.stores.options, (s) => s.features.socials)
  return (
    <ul className="list" data-testid="connect-socials">
      {socialProviders(kit, socials).map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="item"
            data-testid={`social-selector-${provider}`}
            onClick={() => startSocialLogin(kit, provider)}
          >
            <span className="wallet-icon icon-box">
              <SocialMark provider={provider} size={24} />
            </span>
            <span className="name">{t('social.continueWith', { provider: socialName(provider) })}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
