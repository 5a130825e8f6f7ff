import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import { AccountButton } from './AccountButton.tsx'
import type { ButtonProps } from './ButtonProps.ts'
import { ConnectButton } from './ConnectButton.tsx'

/** `<appkit-button>`: the connect button, or the account button once connected. */
export function AppKitButton(props: ButtonProps) {
  const { kit } = useKit()
  const connected = useStore(kit.stores.chains, (s) => s.accounts[props.namespace ?? s.activeNamespace]?.isConnected)
  return connected ? <AccountButton {...props} /> : <ConnectButton {...props} />
}
