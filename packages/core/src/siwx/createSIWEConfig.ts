import { ConstantsUtil } from '../constants.ts'
import { isSIWEClient } from './isSIWEClient.ts'
import type { AppKitSIWEClient, SIWEConfig } from './SIWEConfig.ts'

/**
 * AppKit's `createSIWEConfig` (from `@reown/appkit-siwe`): the site's SIWE functions and flags, defaults
 * filled in, for the `siweConfig` option — which Gangway adapts to `siwx` (`mapToSIWX`).
 *
 * @example
 * const siweConfig = createSIWEConfig({ getNonce, createMessage, verifyMessage, getSession, signOut })
 * createAppKit({ projectId, networks, siweConfig })
 */
export function createSIWEConfig(config: SIWEConfig): AppKitSIWEClient {
  const {
    required = true,
    enabled = true,
    nonceRefetchIntervalMs = ConstantsUtil.SIWE_REFETCH_INTERVAL_MS,
    sessionRefetchIntervalMs = ConstantsUtil.SIWE_REFETCH_INTERVAL_MS,
    signOutOnDisconnect = true,
    signOutOnAccountChange = true,
    signOutOnNetworkChange = true,
    ...methods
  } = config
  return {
    options: {
      required,
      enabled,
      nonceRefetchIntervalMs,
      sessionRefetchIntervalMs,
      signOutOnDisconnect,
      signOutOnAccountChange,
      signOutOnNetworkChange,
    },
    methods,
  }
}

/** A `siweConfig` as `createSIWEConfig`'s client: the client itself, or a plain config with its defaults filled in. */
export function asSIWEClient(siwe: SIWEConfig | AppKitSIWEClient): AppKitSIWEClient {
  return isSIWEClient(siwe) ? siwe : createSIWEConfig(siwe)
}
