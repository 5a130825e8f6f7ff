import type { Page } from '@playwright/test'

/**
 * In a social login's popup on the dev OIDC provider's login page: picks the dev user, then waits until the
 * popup is closed — the callback page hands the result to the dialog, which closes the popup. That can happen
 * before the click's own promise settles, so the close is checked before it is waited for (a `close` event
 * fired already would never come again: the wait timed out in 1 of 5 runs).
 */
export async function signInAtDevProvider(popup: Page): Promise<void> {
  await popup.getByRole('button', { name: /Sign in as Alice Dev/ }).click({ timeout: 20_000 })
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 20_000 })
}
