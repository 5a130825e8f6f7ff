import type { Kit } from '../Kit.ts'
import { WalletConnectInitError } from '../walletconnect/WalletConnectInitError.ts'
import { emitEvent } from './emitEvent.ts'
import { reportError } from './reportError.ts'

/**
 * SPEC §8: "an internal SDK error event is sent on provider init failure" — when WalletConnect's client could
 * not start under a connect or reconnect (either adapter's), the `INTERNAL_SDK_ERROR` event (type 'error',
 * AppKit's properties) and, with analytics on, an error report.
 */
export function noteInitFailure(kit: Kit, error: unknown): void {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current; depth++) {
    if (current instanceof WalletConnectInitError || (current as Error).name === 'WalletConnectInitError') {
      emitEvent(
        kit,
        'INTERNAL_SDK_ERROR',
        { errorType: 'UniversalProviderInitError', errorMessage: (current as Error).message, uncaught: false },
        'error',
      )
      reportError(kit, current, 'INTERNAL_SDK_ERROR')
      return
    }
    current = (current as { cause?: unknown }).cause
  }
}
