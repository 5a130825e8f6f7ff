import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})
const registryRows = (page: Page) => dialog(page).locator('[data-wallet-id]')

async function openAllWallets(page: Page) {
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All wallets' }).click()
  await expect(dialog(page, 'All Wallets')).toBeVisible()
}

test.describe('wallet registry from the local server', () => {
  test.beforeEach(async ({ injectDevWallet }) => {
    await injectDevWallet({ autoApprove: true })
  })

  test('Connect recommends registry wallets after the installed one', async ({ page }) => {
    await page.goto('/?siwx=off')
    await page.locator('appkit-button').getByRole('button').click()
    const connect = dialog(page, 'Connect Wallet')
    const rows = connect.getByRole('listitem')
    await expect(rows.first()).toContainText('Gangway Dev Wallet')
    // the registry's top 4 hold Coinbase's wallet (com.coinbase.wallet): it is listed once, as the Coinbase
    // Wallet connector (enableCoinbase), so 3 registry rows remain
    await expect(connect.locator('[data-connector-id="coinbaseWalletSDK"]')).toContainText('Coinbase Wallet')
    await expect(connect.locator('[data-wallet-id="com.coinbase.wallet"]')).toHaveCount(0)
    await expect(connect.locator('[data-wallet-id]')).toHaveCount(3)
    await expect(connect.locator('[data-wallet-id="io.metamask"]')).toContainText('MetaMask')
    const image = connect.locator('[data-wallet-id="io.metamask"] img')
    await expect(image).toHaveAttribute(
      'src',
      /^http:\/\/localhost:4000\/getWalletImage\/io\.metamask\?projectId=local/,
    )
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('AllWallets lists the registry, loads the next page on scroll, and searches by name', async ({ page }) => {
    await page.goto('/?siwx=off')
    await openAllWallets(page)
    // pages of 40; Coinbase's wallet (on the first) is listed as its connector above them, not as a registry row
    await expect(registryRows(page)).toHaveCount(39)
    await registryRows(page).last().scrollIntoViewIfNeeded()
    await expect(registryRows(page)).toHaveCount(79)
    const firstPageIds = await registryRows(page).evaluateAll((rows) =>
      rows.map((r) => r.getAttribute('data-wallet-id')),
    )
    expect(new Set(firstPageIds).size).toBe(79)
    expect(firstPageIds).not.toContain('com.coinbase.wallet')

    const search = dialog(page).getByRole('searchbox', { name: 'Search wallet' })
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/getWallets') && r.url().includes('search=')) asked.push(r.url())
    })
    await search.pressSequentially('rainb', { delay: 30 })
    await expect
      .poll(async () => (await registryRows(page).allTextContents()).map((n) => n.toLowerCase().includes('rainb')))
      .toEqual([true])
    await expect(registryRows(page).filter({ hasText: 'Rainbow' })).toHaveCount(1)
    // keys typed within 300 ms of each other make one request: fewer requests than keys (a loaded machine may
    // stretch a gap past 300 ms), the last one for the whole word
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.length).toBeLessThan(5)
    const last = new URL(asked[asked.length - 1] as string).searchParams
    expect([last.get('search'), last.get('entries')]).toEqual(['rainb', '100'])

    await search.fill('no such wallet')
    await expect(dialog(page).getByText('No wallet matches “no such wallet”.')).toBeVisible()
  })
})

test('a project whose allowed origins exclude the page shows the origin-not-allowed alert', async ({ page }) => {
  await page.goto('/?projectId=strict&devwallet=off&siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  const alert = dialog(page).getByRole('alert')
  await expect(alert).toHaveAttribute('data-code', 'ORIGIN_NOT_ALLOWED')
  await expect(alert).toContainText('origin http://localhost:5173 is not on this project’s allowed origins')
})
