import { type ReactNode, useState } from 'react'
import { AppKitContext } from './AppKitContext.ts'
import { type CreateAppKitOptions, createAppKit } from './createAppKit.ts'

export type AppKitProviderProps = CreateAppKitOptions & { children?: ReactNode }

/**
 * Creates the instance once (on first render) from its props and gives it to the hooks below. Later prop
 * changes are ignored, as with AppKit; use the instance's setters (theme, network) instead.
 */
export function AppKitProvider({ children, ...options }: AppKitProviderProps) {
  const [instance] = useState(() => createAppKit(options))
  return <AppKitContext value={instance}>{children}</AppKitContext>
}
