import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type AppKitElement<P> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & P
type ButtonAttributes = {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  'loading-label'?: string
  disabled?: boolean
  balance?: 'show' | 'hide'
  namespace?: 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos'
}

/** JSX types for the `<appkit-*>` elements (React 19 custom element support). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-modal': AppKitElement<Record<never, never>>
      'appkit-button': AppKitElement<ButtonAttributes>
      'appkit-connect-button': AppKitElement<ButtonAttributes>
      'appkit-account-button': AppKitElement<Pick<ButtonAttributes, 'disabled' | 'balance'>>
      'appkit-network-button': AppKitElement<Pick<ButtonAttributes, 'disabled'>>
    }
  }
}
