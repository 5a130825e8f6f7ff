import type { ChainNamespace } from '@gangway/protocol'

/** Attributes of the `<appkit-*-button>` elements (AppKit's names). */
export type ButtonProps = {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  disabled?: boolean
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
}
