import { verifyMessage } from 'viem'
import { expect, test, walletRequest } from '../fixtures.ts'
import { connectButton, dialog, hookState } from './appkitSite.ts'
import { exampleUrl } from './exampleSite.ts'

/** Anvil account 7: used by no other spec. */
const KEY = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'
const ADDRESS = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const SHORT = '0x14dC…9955'

/**
 * examples/vite-react (wagmi 2, React 19.2) built by its own `tsc -b && vite build` from the tarballs and
 * served by `vite preview`, against the local stack.
 */
test.describe('examples/vite-react (wagmi 2), built from the tarballs', () => {
  let url: string
  test.beforeEach(() => {
    url = exampleUrl('vite-react')
  })

  test('connect the dev wallet, sign with wagmi, switch network, disconnect, reload', async ({
    page,
    injectDevWallet,
  }) => {
    test.setTimeout(90_000)
    await injectDevWallet({ autoApprove: true, privateKey: KEY })
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Vite React Wagmi Example' })).toBeVisible()
    await expect(connectButton(page)).toHaveText('Connect Wallet')

    await connectButton(page).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /Gangway Dev Wallet/ })
      .click()
    await expect(dialog(page, 'Account').getByTestId('account-address')).toHaveText(SHORT)
    await page.keyboard.press('Escape')
    await expect(connectButton(page)).toContainText(SHORT)
    // the site's wagmi 2 hooks see the connection the dialog made
    await expect
      .poll(() => hookState(page, 'useAccount() (wagmi)'))
      .toMatchObject({
        address: ADDRESS,
        chainId: 31337,
        status: 'connected',
      })
    expect(await hookState(page, 'useAppKitAccount()')).toMatchObject({ address: ADDRESS, isConnected: true })

    // sign through wagmi's useSignMessage on the dialog's connection
    await page.getByRole('button', { name: 'Sign Message' }).click()
    const signature = page.locator('.signature code')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 15_000 })
    const signed = (await signature.textContent()) as `0x${string}`
    expect(await verifyMessage({ address: ADDRESS, message: 'Hello from the Vite example', signature: signed })).toBe(
      true,
    )

    // switch from the page (useAppKitNetwork().switchNetwork), then back in the dialog
    await page.getByRole('button', { name: 'Switch to Devnet B' }).click()
    await expect.poll(() => walletRequest(page, 'eth_chainId')).toBe('0x7a6a')
    await expect.poll(() => hookState(page, 'useAppKitNetwork()')).toMatchObject({ chainId: 31338 })
    await expect.poll(() => hookState(page, 'useAccount() (wagmi)')).toMatchObject({ chainId: 31338 })
    await page.locator('appkit-network-button').getByRole('button').click()
    await dialog(page, 'Choose Network')
      .getByRole('button', { name: /Gangway Devnet A/ })
      .click()
    await expect(dialog(page, 'Account').getByRole('button', { name: /Network: Gangway Devnet A/ })).toBeVisible()
    expect(await walletRequest(page, 'eth_chainId')).toBe('0x7a69')
    await page.keyboard.press('Escape')

    // a reload restores the session without asking the wallet
    await page.reload()
    await expect(connectButton(page)).toContainText(SHORT)
    await expect.poll(() => hookState(page, 'useAccount() (wagmi)')).toMatchObject({ address: ADDRESS })

    // disconnect in the dialog; a reload stays disconnected
    await connectButton(page).click()
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(connectButton(page)).toHaveText('Connect Wallet')
    await expect.poll(() => hookState(page, 'useAccount() (wagmi)')).toMatchObject({ status: 'disconnected' })
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Vite React Wagmi Example' })).toBeVisible()
    await expect(connectButton(page)).toHaveText('Connect Wallet')
    expect(await hookState(page, 'useAppKitAccount()')).toMatchObject({ isConnected: false })
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
