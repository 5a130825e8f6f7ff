import type UniversalProvider from '@walletconnect/universal-provider'
import type { Metadata } from '../options/KitOptions.ts'
import { keepWalletConnectLocal } from './keepWalletConnectLocal.ts'
import { WalletConnectInitError } from './WalletConnectInitError.ts'

export type WalletConnectProvider = UniversalProvider

export type WalletConnectProviderOptions = {
  projectId: string
  /** The operator's relay (`ws(s)://…/relay` of the Gangway server). */
  relayUrl: string
  metadata?: Metadata | undefined
  /**
   * Errors the relay connection reports (WalletConnect's `relayer_error`: the relay refusing the socket with
   * "Project not found", "Unauthorized: origin not allowed" …). The kit turns them into alerts
   * (`showProviderAlert`, SPEC §8 "once per kind").
   */
  onError?: ((error: Error) => void) | undefined
}

/**
 * The one place Gangway makes a WalletConnect client (the EVM adapter's connector and core's universal
 * adapter both call it): `@walletconnect/universal-provider` loaded on first use (its own chunk), pointed at
 * the operator's relay, telemetry off, its Verify client kept local (`keepWalletConnectLocal`). Needs no
 * `global`, no `process.env` and contacts no host but the relay, in any bundler.
 */
export async function createWalletConnectProvider(options: WalletConnectProviderOptions): Promise<UniversalProvider> {
  try {
    const { default: Universal } = await import('@walletconnect/universal-provider')
    const provider = await Universal.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      ...(options.metadata ? { metadata: options.metadata } : {}),
      telemetryEnabled: false,
      logger: 'error',
    })
    keepWalletConnectLocal(provider.client.core)
    const { onError } = options
    if (onError) provider.client.core.relayer.on('relayer_error', (error: Error) => onError(error))
    return provider
  } catch (error) {
    throw new WalletConnectInitError(`WalletConnect could not start: ${(error as Error).message}`, { cause: error })
  }
}
