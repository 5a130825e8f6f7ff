import { recoverMessageAddress } from 'viem'
import { DEMO_DEV_URL } from './demoDevServer.ts'
import { expect, test } from './fixtures.ts'
import { approveInWebWallet, openWebWallet, pageErrors } from './webWalletPage.ts'

const ANVIL_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * The demo in development (Vite, no `define` at all) and built the way AppKit's Vite example configures Vite
 * (`define: { 'process.env': {} }`, production build): WalletConnect needs no `global` and, with the route
 * guard on, reaches no host but our relay in either.
 */
const DEMOS = [
  { name: 'dev server, no define', url: `${DEMO_DEV_URL}/?devwallet=off&siwx=off` },
  { name: "AppKit example's define process.env {}", url: 'http://localhost:5175/?siwx=off' },
]

// two pages, the relay and (on a cold dev server) WalletConnect's modules compiled on first use
test.describe.configure({ timeout: 90_000 })

for (const demo of DEMOS) {
  test(`demo (${demo.name}) → WalletConnect → the web wallet approves → the demo shows the account and gets a signature`, async ({
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.url).origin })
    const wallet = await openWebWallet(context)
    // analytics are off unless the site turns them on (SPEC §7, DESIGN): the page asks and sends nothing
    const analytics: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/e' || pathname === '/getAnalyticsConfig') analytics.push(request.url())
    })
    const errors = pageErrors(page)

    await page.goto(demo.url)
    await page.locator('appkit-button').getByRole('button').click()
    const modal = page.locator('appkit-modal')
    await modal.getByRole('button', { name: 'WalletConnect' }).click()
    await expect(modal.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeVisible({
      timeout: 30_000,
    })
    await modal.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expect(modal.getByRole('textbox', { name: 'WalletConnect link' })).toHaveValue(uri)

    await approveInWebWallet(wallet, uri)

    await expect(modal.getByTestId('account-address')).toHaveText('0xf39F…2266', { timeout: 15_000 })
    await expect(page.getByTestId('demo-address')).toHaveText(ANVIL_0)
    await expect(page.getByTestId('wagmi-address')).toHaveText(ANVIL_0)

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
    expect(errors).toEqual([])
    expect(analytics).toEqual([])
  })
}
