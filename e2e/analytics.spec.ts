import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The analytics calls a page makes (SPEC §7: the config question and POST /e), with their bodies. */
function recordAnalytics(page: Page) {
  const calls: { path: string; body: unknown }[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/e' || pathname === '/getAnalyticsConfig') {
      const body = request.postData()
      calls.push({ path: pathname, body: body ? JSON.parse(body) : undefined })
    }
  })
  return calls
}

test('analytics off (the default): the page asks nothing and sends no /e while the visitor uses the dialog', async ({
  page,
  injectDevWallet,
}) => {
  await injectDevWallet({ autoApprove: true })
  const calls = recordAnalytics(page)
  await page.goto('/?projectId=counted&siwx=off') // a project with analytics on: the site still has to turn them on
  await page.locator('appkit-button').getByRole('button').click()
  const modal = page.locator('appkit-modal')
  await modal.getByRole('button', { name: 'Gangway Dev Wallet' }).click()
  await expect(modal.getByTestId('account-address')).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('Escape')
  await page.waitForTimeout(500)
  expect(calls).toEqual([])
})

test('analytics on (site and project): the config is asked once and the events go to POST /e', async ({ page }) => {
  const calls = recordAnalytics(page)
  await page.goto('/?projectId=counted&analytics=on&devwallet=off&siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await expect(page.locator('appkit-modal').getByRole('dialog')).toBeVisible()
  await expect
    .poll(() => calls.filter((c) => c.path === '/e').map((c) => (c.body as { props: { event: string } }).props.event))
    .toEqual(expect.arrayContaining(['INITIALIZE', 'MODAL_OPEN']))
  expect(calls.filter((c) => c.path === '/getAnalyticsConfig')).toHaveLength(1)
  expect(calls.find((c) => c.path === '/e')?.body).toMatchObject({
    eventId: expect.any(String),
    url: expect.stringContaining('http://localhost:5173/'),
    domain: 'localhost',
    timestamp: expect.any(Number),
  })
})
