import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAtDevProvider } from './signInAtDevProvider.ts'

/**
 * Social login through the secure frame against the local OIDC provider (apps/idp on :4002 stands in for
 * every provider): the dapp on another SITE than the frame (127.0.0.1 vs localhost), so the frame's storage
 * is blocked as for every real dapp and the session lives in the partitioned refresh cookie.
 */
const CROSS_SITE_DAPP = 'http://127.0.0.1:5173'
const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

const cases = [
  { provider: 'google', name: 'Google', user: 'alice', email: 'alice@example.com' }, // OIDC
  { provider: 'github', name: 'GitHub', user: 'alice', email: 'alice@example.com' }, // OAuth 2
] as const

for (const c of cases) {
  test(`${c.name}: popup → dev-user login → the embedded account with the provider; reload keeps it; sign out`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto(`${CROSS_SITE_DAPP}/?devwallet=off&siwx=off`)
    await page.locator('appkit-button').getByRole('button').click()
    const connect = dialog(page, 'Connect Wallet')
    const button = connect.getByTestId(`social-selector-${c.provider}`)
    await expect(button).toBeVisible({ timeout: 15_000 })
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()])
    await expect(dialog(page, `Log in with ${c.name}`)).toBeVisible()
    // the popup goes to the provider's login page; pick the dev user there: the callback page hands the result
    // to the dialog, which closes the popup and connects
    await signInAtDevProvider(popup)

    const account = dialog(page, 'Account')
    await expect(account).toBeVisible({ timeout: 20_000 })
    await expect(account.getByTestId('account-social')).toHaveText(`${c.user} (${c.name})`)
    await expect(account.getByRole('button', { name: 'Update email' })).toHaveCount(0)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expect(page.getByTestId('demo-embedded')).toHaveText(`${c.provider}: ${c.email}`)
    const address = await page.getByTestId('demo-address').textContent()
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // the social username is kept in the page's storage (SPEC §3)
    expect(await page.evaluate(() => localStorage.getItem('@gangway/social_username'))).toBe(JSON.stringify(c.user))

    // a reload restores the login through the frame's session: same account, same provider and user
    await page.reload()
    await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(page.getByTestId('demo-address')).toHaveText(address as string)
    await expect(page.getByTestId('demo-embedded')).toHaveText(`${c.provider}: ${c.email}`)
    await page.locator('appkit-button').getByRole('button').first().click()
    await expect(dialog(page, 'Account').getByTestId('account-social')).toHaveText(`${c.user} (${c.name})`)

    await dialog(page, 'Account').getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
    expect(await page.evaluate(() => localStorage.getItem('@gangway/social_username'))).toBeNull()
    await page.reload()
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected', { timeout: 20_000 })
  })
}

test("closing the popup shows 'Popup closed'; Try again opens a new one", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(`${CROSS_SITE_DAPP}/?devwallet=off&siwx=off`)
  await page.locator('appkit-button').getByRole('button').click()
  const connect = dialog(page, 'Connect Wallet')
  const [popup] = await Promise.all([page.waitForEvent('popup'), connect.getByTestId('social-selector-github').click()])
  const waiting = dialog(page, 'Log in with GitHub')
  await expect(waiting.getByTestId('connecting-social')).toHaveAttribute('data-status', 'connecting')
  await popup.close()
  // noticed within the 1 s polling period
  await expect(waiting.getByRole('alert')).toHaveText('Popup closed', { timeout: 3_000 })
  const [again] = await Promise.all([
    page.waitForEvent('popup'),
    waiting.getByTestId('connecting-social-retry').click(),
  ])
  await expect(waiting.getByTestId('connecting-social')).toHaveAttribute('data-status', 'connecting')
  await again.close()
  await expect(waiting.getByRole('alert')).toHaveText('Popup closed', { timeout: 3_000 })
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('inside Telegram (no popup): the page goes to the provider and back with result_uri, which is read, removed and connects', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // Telegram's in-app browser, as AppKit detects it: one of its globals on the window
  await page.addInitScript(() => {
    ;(window as unknown as { TelegramWebviewProxy: object }).TelegramWebviewProxy = {}
  })
  let popups = 0
  page.on('popup', () => {
    popups += 1
  })
  await page.goto(`${CROSS_SITE_DAPP}/?devwallet=off&siwx=off#here`)
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet').getByTestId('social-selector-discord').click()
  // the page itself is at the provider now
  await page.getByRole('button', { name: /Sign in as Bob Dev/ }).click({ timeout: 20_000 })
  // the callback page (no opener) asked the server where the login started and came back with result_uri
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
  expect(popups).toBe(0)
  const url = new URL(page.url())
  expect(url.origin).toBe(CROSS_SITE_DAPP)
  expect(url.searchParams.has('result_uri')).toBe(false)
  expect(url.searchParams.get('devwallet')).toBe('off')
  expect(url.hash).toBe('#here')
  await expect(page.getByTestId('demo-embedded')).toHaveText('discord: bob@example.com')
})
