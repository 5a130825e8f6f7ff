import type { Page } from '@playwright/test'
import { approveDevice, deviceLink, enterCode, loginCode } from './devInbox.ts'
import { expect, test } from './fixtures.ts'

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

/**
 * Issue 37 item 11: AppKit's `open({ view: 'EmailLogin' })` shows the EmailLogin view (not "unavailable"); the
 * visitor logs in from it — the device link, the mailed code — and the dialog shows the account.
 */
test('open({ view: "EmailLogin" }): the visitor logs in with e-mail from that view', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `email-view-${Date.now()}@example.test`
  await page.goto('/options.html?devwallet=off&open=EmailLogin')
  const view = dialog(page, 'Email Login')
  await expect(view).toBeVisible()
  await expect(view.getByText('Log in with your email: we send you a code.')).toBeVisible()
  await view.getByLabel('Email').fill('not-an-email')
  await view.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(view.getByRole('alert')).toHaveText('Invalid email')
  await view.getByLabel('Email').fill(email)
  await view.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog(page, 'Register Device')).toBeVisible({ timeout: 15_000 })
  await approveDevice(page.context(), await deviceLink(page.request, email))
  const confirm = dialog(page, 'Confirm Email')
  await expect(confirm).toBeVisible({ timeout: 15_000 })
  await enterCode(confirm, await loginCode(page.request, email))
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 15_000 })
  await expect(account.getByTestId('account-email')).toHaveText(email)
})
