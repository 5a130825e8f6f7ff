import type { Page } from '@playwright/test'
import { loginWithEmailInDialog } from './devInbox.ts'
import { expect, test } from './fixtures.ts'

/** Anvil account 8 (only signs here; no other spec depends on it). */
const KEY = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'
const ADDRESS = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const SERVER = 'http://127.0.0.1:4000'

const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button').first()
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})
const signIn = (page: Page) => dialog(page, 'Sign In')

/** The SIWX bearer tokens the page keeps (the kit's storage, under its prefix). */
async function siwxTokens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tokens: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) as string
      if (!key.endsWith('auth_tokens')) continue
      const byName = JSON.parse(localStorage.getItem(key) as string) as Record<string, string>
      const book = byName.siwx ? (JSON.parse(byName.siwx) as { tokens?: Record<string, string> }) : undefined
      tokens.push(...Object.values(book?.tokens ?? {}))
    }
    return tokens
  })
}

/** What the server says of a token: the site's backend check (`GET /siwx/v1/me`), answered 200 or 401. */
async function me(page: Page, token: string) {
  const res = await page.request.get(`${SERVER}/siwx/v1/me?projectId=local`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.status(), body: res.ok() ? await res.json() : undefined }
}

async function connectDevWallet(page: Page) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
}

test.describe('Sign in with X (sessions on the Gangway server)', () => {
  test('connect → sign in → reload asks nothing → another network asks nothing (issue 36) → disconnect there revokes', async ({
    page,
    injectDevWallet,
  }) => {
    await injectDevWallet({ autoApprove: true, privateKey: KEY })
    await page.goto('/')
    await connectDevWallet(page)
    const prompt = signIn(page)
    await expect(prompt).toBeVisible()
    await expect(prompt).toContainText('Gangway demo')
    await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByTestId('siwx-address')).toHaveText(ADDRESS)
    await expect(page.getByTestId('siwx-chain')).toHaveAttribute('data-chain-id', 'eip155:31337')

    const [token] = await siwxTokens(page)
    expect(token).toBeTruthy()
    const session = await me(page, token as string)
    expect(session.status).toBe(200)
    expect(session.body.data).toMatchObject({
      accountAddress: ADDRESS,
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
    })

    await page.reload()
    await expect(connectButton(page)).toContainText('0x2361')
    await expect(page.getByTestId('siwx-address')).toHaveText(ADDRESS)
    await page.waitForTimeout(500)
    await expect(signIn(page)).toBeHidden()

    await connectButton(page).click()
    await dialog(page, 'Account')
      .getByRole('button', { name: /Network: Gangway Devnet A/ })
      .click()
    await dialog(page, 'Choose Network')
      .getByRole('button', { name: /Gangway Devnet B/ })
      .click()
    // issue 36: the address signed in on Devnet A, so switching to Devnet B asks nothing again
    await expect(dialog(page, 'Account').getByRole('button', { name: /Network: Gangway Devnet B/ })).toBeVisible()
    await page.waitForTimeout(500)
    await expect(signIn(page)).toBeHidden()
    const tokens = await siwxTokens(page)
    expect(tokens).toHaveLength(1)

    // disconnecting on Devnet B still signs out of the session made on Devnet A
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('siwx-address')).toHaveText('—')
    await expect.poll(async () => (await me(page, tokens[0] as string)).status).toBe(401)
    expect(await siwxTokens(page)).not.toContain(tokens[0])
  })

  test('the wallet refusing shows why and stores nothing; approving in the wallet signs in; cancelling a required sign-in disconnects', async ({
    page,
    injectDevWallet,
  }) => {
    await injectDevWallet({ autoApprove: false, privateKey: KEY })
    await page.goto('/')
    const walletPrompt = (action: string) => page.getByRole('dialog', { name: `Gangway Dev Wallet: ${action}` })
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /Gangway Dev Wallet/ })
      .click()
    await walletPrompt('Connect').getByRole('button', { name: 'Approve' }).click()
    await expect(signIn(page)).toBeVisible()
    await signIn(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await walletPrompt('Sign message').getByRole('button', { name: 'Reject' }).click()
    await expect(page.locator('appkit-modal').getByRole('status')).toContainText(/rejected|Error signing message/i)
    await expect(signIn(page)).toBeVisible()
    expect(await siwxTokens(page)).toEqual([])

    // asked again, the visitor approves in the wallet's own prompt, which shows the sign-in message
    await signIn(page).getByRole('button', { name: 'Sign', exact: true }).click()
    const prompt = walletPrompt('Sign message')
    await expect(prompt).toContainText('localhost:5173 wants you to sign in with your Ethereum account:')
    await expect(prompt).toContainText('Sign in to the Gangway demo')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('siwx-address')).toHaveText(ADDRESS)
    expect(await siwxTokens(page)).toHaveLength(1)

    // signing out in the page revokes the session; the dialog's own Sign in then asks again, and Cancel
    // (sign-in is required) disconnects
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('siwx-address')).toHaveText('—')
    expect(await siwxTokens(page)).toEqual([])
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(signIn(page)).toBeVisible()
    await signIn(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
    expect(await siwxTokens(page)).toEqual([])
  })

  test('e-mail login signs in within the login step: no second prompt', async ({ page }) => {
    test.setTimeout(120_000)
    const email = `siwx-${Date.now()}@example.test`
    await page.goto('/?devwallet=off')
    await connectButton(page).click()
    await loginWithEmailInDialog(page, email)
    await expect(dialog(page, 'Account')).toBeVisible({ timeout: 20_000 })
    await expect(signIn(page)).toBeHidden()
    const address = (await page.getByTestId('demo-address').textContent()) as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(page.getByTestId('siwx-address')).toHaveText(address)
    const [token] = await siwxTokens(page)
    expect((await me(page, token as string)).body.data).toMatchObject({ accountAddress: address })
    await page.waitForTimeout(500)
    await expect(signIn(page)).toBeHidden()
  })
})
