import type { ButtonProps } from '@gangway/ui'
import type { HTMLAttributes } from 'react'

/** Props of AppKit's React button components (the element's attributes, plus any HTML attribute). */
export type AppKitButtonProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & ButtonProps

/** The element's attributes for the props (React 18 and 19 pass strings to custom elements alike). */
export function elementAttributes({
  size,
  label,
  loadingLabel,
  disabled,
  balance,
  namespace,
  ...html
}: AppKitButtonProps): Record<string, unknown> {
  return {
    ...html,
    ...(size ? { size } : {}),
    ...(label ? { label } : {}),
    ...(loadingLabel ? { 'loading-label': loadingLabel } : {}),
    ...(disabled ? { disabled: '' } : {}),
    ...(balance ? { balance } : {}),
    ...(namespace ? { namespace } : {}),
  }
}
