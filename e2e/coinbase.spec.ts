import { deployments } from '@gangway/devnet'
import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { expect, test } from './fixtures.ts'

const [account0] = deployments.accounts as [`0x${string}`]
const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button')
const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })
/** The SDK's keys the page holds (it writes them when it is made). */
const sdkKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('CBWSDK')))

async function openConnect(page: Page) {
  await page.goto('/?siwx=off')
  await expect(connectButton(page)).toHaveText('Connect Wallet')
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  return connect
}

test.describe('Coinbase Wallet', () => {
  test('the extension (EIP-6963 rdns com.coinbase.wallet) is the one Coinbase entry and connects', async ({
    page,
    injectDevWallet,
  }) => {
    await injectDevWallet({ autoApprove: true, announceAs: { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' } })
    const connect = await openConnect(page)
    // one entry: not the SDK's beside it, nor the registry's "Base (formerly Coinbase Wallet)"
    await expect(connect.getByRole('button', { name: /Coinbase/ })).toHaveCount(1)
    await connect.getByRole('button', { name: /Coinbase Wallet/ }).click()
    await expect(dialog(page, 'Account')).toBeVisible()
    await expect(page.getByTestId('demo-address')).toHaveText(account0)
    // the extension answered: no popup, and the SDK was never loaded
    expect(page.context().pages()).toHaveLength(1)
    expect(await sdkKeys(page)).toEqual([])
  })

  test('without the extension the SDK opens its popup at the local stand-in, which connects and signs', async ({
    page,
    blockedRequests,
  }) => {
    test.setTimeout(60_000) // a popup of its own (the wallet's dev server) besides the demo
    const connect = await openConnect(page)
    await expect(connect.getByRole('button', { name: /Coinbase/ })).toHaveCount(1)
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      connect.getByRole('button', { name: /Coinbase Wallet/ }).click(),
    ])
    const url = new URL(popup.url())
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5174/coinbase.html')
    expect(url.searchParams.get('origin')).toBe('http://localhost:5173')
    expect(url.searchParams.get('sdkName')).toBe('@coinbase/wallet-sdk')
    // the SDK handed the site's name and coinbasePreference (default 'all') to the popup
    await expect(popup.locator('#app')).toHaveText('Gangway demo', { timeout: 20_000 })
    await expect(popup.locator('#preference')).toHaveText('all')
    await expect(popup.getByText('Connect Gangway demo (http://localhost:5173)?')).toBeVisible()
    await popup.getByRole('button', { name: 'Approve' }).click()
    await expect(dialog(page, 'Account')).toBeVisible()
    await expect(page.getByTestId('demo-address')).toHaveText(account0)
    expect(await sdkKeys(page)).not.toEqual([])

    // a signature goes through the popup too (wagmi's signMessage on the SDK's provider)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(popup.getByText('Sign this message?')).toBeVisible()
    await expect(popup.locator('#details')).toHaveText('Hello from the Gangway demo')
    await popup.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('demo-signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: account0, message: 'Hello from the Gangway demo', signature })).toBe(true)
    expect(blockedRequests).toEqual([])
  })
})
