import type { Kit } from '../Kit.ts'

/**
 * `showProviderAlert` for an error of a wallet's provider or of WalletConnect's relay ("Project not found" …),
 * its code loaded with the first such error (issue 38). Never rejects.
 */
export function alertProviderError(kit: Kit, error: unknown): void {
  void import('./showProviderAlert.ts').then((m) => m.showProviderAlert(kit, error)).catch(() => undefined)
}
