import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { expect, test, walletRequest } from '../fixtures.ts'
import { exampleUrl } from './exampleSite.ts'

/** Anvil account 8: used by no other spec. */
const KEY = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'
const ADDRESS = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const SHORT = '0x2361…1E8f'
/** How the example's ConnectButton shortens an address. */
const COMPACT = `${ADDRESS.slice(0, 7)}...${ADDRESS.slice(-5)}`
/** A chain the example does not list (the devnet A node answers it). */
const ELSEWHERE = {
  id: 1337,
  name: 'Elsewhere',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button')
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})

/** The page as the server renders it (no JavaScript run), with React's text separators removed. */
async function serverHtml(request: APIRequestContext, url: string, context?: BrowserContext): Promise<string> {
  const cookie = context ? (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ') : ''
  const response = await request.get(url, { headers: cookie ? { cookie } : {} })
  expect(response.status()).toBe(200)
  return (await response.text()).replaceAll('<!-- -->', '')
}

/** The text of an element (by test id) in server-rendered HTML. */
const textOf = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? `(no ${testId} in the HTML)`

/** Waits until React has hydrated the page (its buttons carry React's props). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const open = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Open')
    return !!open && Object.keys(open).some((key) => key.startsWith('__reactProps'))
  })
}

async function connectDevWallet(page: Page) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  await expect(dialog(page, 'Account').getByTestId('account-address')).toHaveText(SHORT)
  await page.keyboard.press('Escape')
}

/**
 * examples/next-app-router (Next 16 App Router, wagmi 3, `ssr: true` with cookie storage) built by its
 * own `next build` from the tarballs and served by `next start`, against the local stack.
 */
test.describe('examples/next-app-router (wagmi 3, ssr), built from the tarballs', () => {
  let url: string
  test.beforeEach(() => {
    url = exampleUrl('next-app-router')
  })

  test('server-rendered page, connect, sign, switch network, cookie-restored state, disconnect, reload', async ({
    page,
    context,
    request,
    injectDevWallet,
  }) => {
    test.setTimeout(90_000)
    // before any JavaScript: the server's HTML has the page, the buttons' elements and wagmi's state
    const first = await serverHtml(request, url)
    expect(first.includes('<h1 class="page-title">Next.js App Router Wagmi Example</h1>'), 'title').toBe(true)
    expect(first.includes('<appkit-button></appkit-button>'), '<appkit-button> markup').toBe(true)
    expect(first.includes('<appkit-network-button></appkit-network-button>'), '<appkit-network-button>').toBe(true)
    expect(textOf(first, 'wagmi-account')).toBe('useConnection (wagmi): ... (disconnected)')
    expect(textOf(first, 'appkit-account')).toBe('useAppKitAccount: ...')

    await injectDevWallet({ autoApprove: true, privateKey: KEY })
    await page.goto(url)
    await expect(connectButton(page)).toHaveText('Connect Wallet')
    // connecting before hydration is the next test's case
    await hydrated(page)
    await connectDevWallet(page)
    await expect(page.getByTestId('wagmi-account')).toHaveText(`useConnection (wagmi): ${COMPACT} (connected)`)
    await expect(page.getByTestId('appkit-account')).toHaveText(`useAppKitAccount: ${COMPACT}`)

    // sign through wagmi 3's useSignMessage on the dialog's connection
    await page.getByRole('button', { name: 'Sign Message' }).click()
    const signature = page.locator('.signature code')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 15_000 })
    const signed = (await signature.textContent()) as `0x${string}`
    expect(
      await verifyMessage({ address: ADDRESS, message: 'Hello from the Next.js example', signature: signed }),
    ).toBe(true)

    // switch from the page (useAppKitNetwork().switchNetwork)
    await page.getByRole('button', { name: 'Switch to Devnet B' }).click()
    await expect.poll(() => walletRequest(page, 'eth_chainId')).toBe('0x7a6a')
    await expect(page.locator('appkit-network-button').getByRole('button')).toContainText('Gangway Devnet B')

    // the server renders the connection from the request's cookie (wagmi's cookieStorage), before hydration
    expect((await context.cookies(url)).map((c) => c.name)).toContain('wagmi.store')
    const restored = await serverHtml(request, url, context)
    expect(textOf(restored, 'wagmi-account')).toBe(`useConnection (wagmi): ${COMPACT} (reconnecting)`)
    expect(/&quot;chainId&quot;: 31338/.test(restored), 'wagmi chain from the cookie: devnet B').toBe(true)

    // a reload restores the session in the page
    await page.reload()
    await expect(connectButton(page)).toContainText(SHORT)
    await expect(page.getByTestId('wagmi-account')).toHaveText(`useConnection (wagmi): ${COMPACT} (connected)`)

    // disconnect in the dialog; a reload and the server both stay disconnected
    await connectButton(page).click()
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(connectButton(page)).toHaveText('Connect Wallet')
    await expect(page.getByTestId('wagmi-account')).toHaveText('useConnection (wagmi): ... (disconnected)')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Next.js App Router Wagmi Example' })).toBeVisible()
    await expect(connectButton(page)).toHaveText('Connect Wallet')
    // (wagmi renders `reconnecting` whenever a cookie is there; the account is gone)
    expect(textOf(await serverHtml(request, url, context), 'wagmi-account')).toBe(
      'useConnection (wagmi): ... (reconnecting)',
    )
  })

  // A reload reconnects before React hydrates the page: the page's own buttons must still act.
  test("after a reload, the page's Disconnect button (useDisconnect) disconnects", async ({
    page,
    injectDevWallet,
  }) => {
    await injectDevWallet({ autoApprove: true, privateKey: KEY })
    await page.goto(url)
    await connectDevWallet(page)
    await page.reload()
    await expect(page.getByTestId('wagmi-account')).toHaveText(`useConnection (wagmi): ${COMPACT} (connected)`)
    await expect(connectButton(page)).toContainText(SHORT)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(connectButton(page)).toHaveText('Connect Wallet')
    await expect(page.getByTestId('wagmi-account')).toHaveText('useConnection (wagmi): ... (disconnected)')
  })

  test('a wallet on a chain the site does not list is flagged after a reload (ssr: true)', async ({
    page,
    injectDevWallet,
  }) => {
    // the wallet comes up on chain 1337 on every load
    await injectDevWallet({ autoApprove: true, privateKey: KEY, chainId: ELSEWHERE.id, chains: [ELSEWHERE] })
    await page.goto(url)
    await connectDevWallet(page)
    await page.reload()
    await expect(connectButton(page)).toBeVisible()
    const unsupported = dialog(page, 'Switch Network')
    await expect(unsupported).toBeVisible()
    await expect(unsupported.getByText('This app doesn’t support your current network')).toBeVisible()
    await unsupported.getByRole('button', { name: /Gangway Devnet A/ }).click()
    await expect.poll(() => walletRequest(page, 'eth_chainId')).toBe('0x7a69')
  })

  test('WalletConnect shows its QR code, talking only to our relay', async ({ page }) => {
    await page.goto(url)
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
    await expect(
      page.locator('appkit-modal').getByRole('img', { name: 'QR code to connect with WalletConnect' }),
    ).toBeVisible({ timeout: 15_000 })
  })
})
