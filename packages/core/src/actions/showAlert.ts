import type { Kit } from '../Kit.ts'
import type { AlertState } from '../stores/KitStores.ts'

/**
 * Alerts of SPEC §8, by stable code. The table is for sites; the packages write a code as its typed string
 * (`showAlert(kit, { code: 'RATE_LIMITED', … })`), so a page that does not read it does not download it (issue 38).
 */
export const AlertCode = {
  PROJECT_ID_NOT_CONFIGURED: 'PROJECT_ID_NOT_CONFIGURED',
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVER_ERROR: 'SERVER_ERROR',
  MULTI_WALLET_NOT_ENABLED: 'MULTI_WALLET_NOT_ENABLED',
  HEADLESS_NOT_ENABLED: 'HEADLESS_NOT_ENABLED',
  LOCAL_CONFIGURATION_IGNORED: 'LOCAL_CONFIGURATION_IGNORED',
  SWITCH_NETWORK_NOT_FOUND: 'SWITCH_NETWORK_NOT_FOUND',
  /** The analytics config answered 403 (SPEC §8 'Invalid App Configuration'). */
  INVALID_APP_CONFIGURATION: 'INVALID_APP_CONFIGURATION',
  /** A provider (the WalletConnect relay) refused the dialog for a reason no other code names. */
  PROVIDER_ERROR: 'PROVIDER_ERROR',
  /** The page's origin is not on the project's allowed origins: e-mail and social login cannot load (SPEC §8). */
  UNVERIFIED_DOMAIN: 'UNVERIFIED_DOMAIN',
  IFRAME_LOAD_FAILED: 'IFRAME_LOAD_FAILED',
  IFRAME_REQUEST_TIMEOUT: 'IFRAME_REQUEST_TIMEOUT',
} as const
export type AlertCode = (typeof AlertCode)[keyof typeof AlertCode]

/** Shows an alert banner in the dialog and logs it (warnings and errors go to the console too). */
export function showAlert(
  kit: Kit,
  alert: { code: AlertCode; message: string; variant?: AlertState['variant']; params?: Record<string, string> },
): void {
  const variant = alert.variant ?? 'error'
  kit.stores.alert.set({
    open: true,
    code: alert.code,
    message: alert.message,
    variant,
    params: alert.params ?? {},
  })
  if (kit.options.debug && variant !== 'info') console.warn(`gangway: ${alert.message}`)
}
