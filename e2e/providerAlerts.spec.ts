import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const modal = (page: Page) => page.locator('appkit-modal')

/**
 * Issue 37 item 2, SPEC §8 "provider errors mapped to alerts once per kind": the WalletConnect relay (the
 * server's) refuses a project it does not know with 3000 "Project not found". The visitor is told in the
 * dialog — once: the relay refusing the next pairing again is not said a second time.
 */
test('a relay refusal (Project not found) is shown as an alert, once per kind', async ({ page }) => {
  const relayRefusals: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Project not found')) relayRefusals.push(message.text())
  })
  await page.goto('/?projectId=nope&siwx=off&devwallet=off')
  await page.locator('appkit-button').getByRole('button').click()
  const alert = modal(page).getByRole('alert')
  // the API's own answer for the unknown project comes first; the visitor closes it
  await expect(alert).toHaveAttribute('data-code', 'PROJECT_ID_NOT_CONFIGURED')
  await alert.getByRole('button').click()
  await expect(alert).toBeHidden()

  await modal(page).getByRole('button', { name: 'WalletConnect' }).click()
  await expect(alert).toHaveAttribute('data-code', 'PROVIDER_ERROR', { timeout: 20_000 })
  await expect(alert).toHaveText('WalletConnect: the relay refused this site (Project not found).')
  await alert.getByRole('button').click()
  await expect(alert).toBeHidden()

  // the next pairing is refused again (WalletConnect logs it) — and no second alert
  const before = relayRefusals.length
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await modal(page).getByRole('button', { name: 'WalletConnect' }).click()
  await expect.poll(() => relayRefusals.length, { timeout: 20_000 }).toBeGreaterThan(before)
  await expect(alert).toBeHidden()
})
