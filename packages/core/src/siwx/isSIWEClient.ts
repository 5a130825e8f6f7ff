import type { AppKitSIWEClient, SIWEConfig } from './SIWEConfig.ts'

/** Whether a `siweConfig` is `createSIWEConfig`'s client (its `methods` and `options`) rather than a plain config. */
export function isSIWEClient(siwe: SIWEConfig | AppKitSIWEClient): siwe is AppKitSIWEClient {
  const client = siwe as AppKitSIWEClient
  return typeof client.methods === 'object' && typeof client.options === 'object'
}
