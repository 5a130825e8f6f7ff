import { routerReset } from '@gangway/core'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { namesText } from './namesText.ts'

/** RegisterAccountNameSuccess (AppKit's `w3m-register-account-name-success-view`): the name, back to Account. */
export function RegisterAccountNameSuccessView() {
  const { kit } = useKit()
  const text = useFeatureText(namesText)
  const registered = useStore(kit.stores.names, (s) => s.registered)
  const profileName = useStore(kit.stores.chains, (s) => s.accounts.eip155?.profileName)
  const name = registered ?? profileName ?? ''
  return (
    <div className="center preview" data-testid="register-name-success">
      <Icon name="check" size={40} />
      <p role="status">{text('names.success')}</p>
      <p className="big" data-testid="register-name-registered">
        {name}
      </p>
      <p className="muted">{text('names.successDetail', { name })}</p>
      <button type="button" className="primary" onClick={() => routerReset(kit, 'Account')}>
        {text('names.backToAccount')}
      </button>
    </div>
  )
}
