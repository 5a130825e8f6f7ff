import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'

/** Shown for views whose feature is not built yet (e.g. e-mail login before the frame exists). */
export function UnavailableView() {
  const { t } = useKit()
  return (
    <div className="center">
      <Icon name="help" size={40} />
      <p className="muted">{t('error.generic')}</p>
    </div>
  )
}
