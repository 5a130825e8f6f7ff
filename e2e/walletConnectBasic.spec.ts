import { recoverMessageAddress } from 'viem'
import { DEMO_DEV_URL } from './demoDevServer.ts'
import { expect, test } from './fixtures.ts'
import { approveInWebWallet, openWebWallet } from './webWalletPage.ts'

const ANVIL_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A WalletConnect-only site (`createAppKit({ networks, projectId })`, no adapters; the demo's `basic.html`):
 * on a desktop the dialog opens on ConnectingWalletConnectBasic (SPEC §2), the universal adapter pairs
 * through our relay, the web wallet approves, the site signs through `useAppKitProvider`, and a reload
 * restores the session. In development and built with AppKit's `define: { 'process.env': {} }`.
 */
const PAGES = [
  { name: 'dev server', url: `${DEMO_DEV_URL}/basic.html` },
  { name: "AppKit example's define process.env {}", url: 'http://localhost:5175/basic.html' },
]

// two pages, the relay and (on a cold dev server) WalletConnect's modules compiled on first use
test.describe.configure({ timeout: 90_000 })

for (const site of PAGES) {
  test(`no adapters (${site.name}): ConnectingWalletConnectBasic QR → the web wallet approves → connected, signs, survives a reload`, async ({
    context,
    page,
  }) => {
    const wallet = await openWebWallet(context)
    // analytics are off unless the site turns them on (SPEC §7, DESIGN): the page asks and sends nothing
    const analytics: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/e' || pathname === '/getAnalyticsConfig') analytics.push(request.url())
    })
    await page.goto(site.url)
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
    await page.locator('appkit-button').getByRole('button').click()
    const modal = page.locator('appkit-modal')
    await expect(modal.locator('[data-view="ConnectingWalletConnectBasic"]')).toBeVisible()
    await expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect(modal.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(modal.getByRole('button', { name: 'All wallets' })).toBeVisible()
    const uri = await modal.getByRole('textbox', { name: 'WalletConnect link' }).inputValue()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    await approveInWebWallet(wallet, uri)

    await expect(modal.getByTestId('account-address')).toHaveText('0xf39F…2266', { timeout: 15_000 })
    await expect(page.getByTestId('demo-address')).toHaveText(ANVIL_0)
    await expect(page.getByTestId('demo-chain-id')).toHaveText('31337')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await wallet.getByRole('listitem', { name: 'personal_sign' }).getByRole('button', { name: 'Approve' }).click()
    const signature = page.getByTestId('demo-signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 15_000 })
    const recovered = await recoverMessageAddress({
      message: 'Hello from the Gangway demo',
      signature: (await signature.textContent()) as `0x${string}`,
    })
    expect(recovered).toBe(ANVIL_0)

    await page.reload()
    await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 15_000 })
    await expect(page.getByTestId('demo-address')).toHaveText(ANVIL_0)
    expect(analytics).toEqual([])
  })
}
