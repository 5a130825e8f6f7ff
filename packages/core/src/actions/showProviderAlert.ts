import type { Kit } from '../Kit.ts'
import { showAlert } from './showAlert.ts'

/**
 * A provider error's kind: a relay refusal (the official relay's close reasons, which Gangway's relay sends
 * too), matched on its message. `undefined` for errors no alert is made for (a dropped socket reconnects).
 */
export type ProviderErrorKind = 'PROJECT_NOT_FOUND' | 'ORIGIN_NOT_ALLOWED' | 'AUTH_NOT_VALID' | 'RATE_LIMITED'

const KINDS: readonly [RegExp, ProviderErrorKind][] = [
  [/Project not found|Project ID is missing|invalid key/i, 'PROJECT_NOT_FOUND'],
  [/origin not allowed/i, 'ORIGIN_NOT_ALLOWED'],
  [/JWT|auth(orization)? token|invalid auth/i, 'AUTH_NOT_VALID'],
  [/rate limit|too many|1013/i, 'RATE_LIMITED'],
]

/** Which kind a provider error is, by its message. */
export function providerErrorKind(error: unknown): ProviderErrorKind | undefined {
  const message = error instanceof Error ? error.message : String(error)
  return KINDS.find(([pattern]) => pattern.test(message))?.[1]
}

/**
 * SPEC §8 "provider errors mapped to alerts once per kind": an error a provider reports — the WalletConnect
 * relay refusing the socket ("Project not found", "Unauthorized: origin not allowed" …) — becomes the alert of
 * its kind, at most once per kit and kind (a refused socket is retried and refused again; the visitor is told
 * once). Unknown errors make no alert. Answers whether an alert was shown.
 *
 * ```ts
 * provider.client.core.relayer.on('relayer_error', (error) => showProviderAlert(kit, error))
 * ```
 */
export function showProviderAlert(kit: Kit, error: unknown): boolean {
  const kind = providerErrorKind(error)
  if (!kind) return false
  const key = `providerAlert:${kind}`
  if (kit.cache.has(key)) return false
  kit.cache.set(key, { at: Date.now(), value: true })
  const message = error instanceof Error ? error.message : String(error)
  // the relay's own words ("Project not found"), without WalletConnect's "closed abnormally with code 3000"
  const reason = message.match(/\(([^)]+)\)\s*$/)?.[1] ?? message
  showAlert(kit, {
    code: 'PROVIDER_ERROR',
    message: `WalletConnect: the relay refused this site (${reason})`,
    params: { reason },
    ...(kind === 'RATE_LIMITED' ? { variant: 'warning' as const } : {}),
  })
  return true
}
