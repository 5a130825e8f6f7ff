import { type AppKitButtonProps, elementAttributes } from './elementAttributes.ts'

/** AppKit's `<AppKitButton>`: renders `<appkit-button>` (connect, or the account once connected). */
export function AppKitButton(props: AppKitButtonProps) {
  return <appkit-button {...elementAttributes(props)} />
}

/** AppKit's `<AppKitConnectButton>`: renders `<appkit-connect-button>` (`size`, `label`, `loadingLabel`). */
export function AppKitConnectButton(
  props: Pick<AppKitButtonProps, 'size' | 'label' | 'loadingLabel' | 'namespace'> &
    Omit<AppKitButtonProps, 'balance' | 'disabled'>,
) {
  return <appkit-connect-button {...elementAttributes(props)} />
}

/** AppKit's `<AppKitAccountButton>`: renders `<appkit-account-button>` (`disabled`, `balance`). */
export function AppKitAccountButton(props: Omit<AppKitButtonProps, 'size' | 'label' | 'loadingLabel'>) {
  return <appkit-account-button {...elementAttributes(props)} />
}

/** AppKit's `<AppKitNetworkButton>`: renders `<appkit-network-button>` (`disabled`). */
export function AppKitNetworkButton(props: Omit<AppKitButtonProps, 'size' | 'label' | 'loadingLabel' | 'balance'>) {
  return <appkit-network-button {...elementAttributes(props)} />
}
