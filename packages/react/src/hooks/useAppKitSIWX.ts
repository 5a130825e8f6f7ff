import type { SIWXConfig } from '@gangway/core'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The sign-in config the dialog uses (AppKit's `useAppKitSIWX` from `@reown/appkit-siwx/react`): the `siwx`
 * option, or `siweConfig` adapted to it; undefined without sign-in or before `createAppKit` (also on a
 * server). It is fixed for the instance's life, so the hook only follows the instance.
 *
 * @example
 * const siwx = useAppKitSIWX<GangwayAuthentication>()
 * const sessions = await siwx?.getSessions('eip155:1', address)
 */
export function useAppKitSIWX<Config extends SIWXConfig = SIWXConfig>(): Config | undefined {
  return useAppKitInstance()?.getSIWX<Config>()
}
