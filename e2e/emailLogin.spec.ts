import { request as rawRequest } from 'node:http'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { approveDevice, codeCells, deviceLink, enterCode, loginCode, loginWithEmailInDialog } from './devInbox.ts'
import { expect, test } from './fixtures.ts'

/** Anvil account 5 funds the new embedded wallet (no other spec sends from it). */
const FUNDER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'
const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http() })
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
/**
 * The dapp on another SITE than the frame (http://localhost:4001): 127.0.0.1 and localhost are different
 * sites, so Chromium blocks the frame's third-party storage here, as it does for every real dapp.
 */
const CROSS_SITE_DAPP = 'http://127.0.0.1:5173'

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

test('e-mail login cross-site (storage blocked): device link and code from the dev inbox, the frame approves a transaction, reload keeps the session, sign out', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `visitor-${Date.now()}@example.test`
  await page.goto(`${CROSS_SITE_DAPP}/?devwallet=off&siwx=off`)
  await page.locator('appkit-button').getByRole('button').click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByLabel('Email').fill('not-an-email')
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(connect.getByRole('alert')).toHaveText('Invalid email')
  await connect.getByLabel('Email').fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()

  // a new device: approve it with the mailed link, then the code arrives
  await expect(dialog(page, 'Register Device')).toBeVisible({ timeout: 15_000 })
  // the premise: the frame is cross-site, so the browser refuses it localStorage
  const frameContext = page.frames().find((f) => f.url().startsWith('http://localhost:4001/'))
  if (!frameContext) throw new Error('the secure frame is not on the page')
  expect(
    await frameContext.evaluate(() => {
      try {
        window.localStorage.getItem('x')
        return 'allowed'
      } catch {
        return 'blocked'
      }
    }),
  ).toBe('blocked')

  await approveDevice(page.context(), await deviceLink(page.request, email))
  const confirm = dialog(page, 'Confirm Email')
  await expect(confirm).toBeVisible({ timeout: 15_000 })
  const code = await loginCode(page.request, email)
  // one cell per digit, the first focused and offered the browser's one-time-code autofill
  const cells = codeCells(confirm)
  const values = () => cells.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
  await expect(cells).toHaveCount(6)
  await expect(cells.first()).toBeFocused()
  await expect(cells.first()).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(cells.nth(1)).toHaveAttribute('autocomplete', 'off')
  // the address wraps only after "@" and before ".", never inside a word
  await expect(confirm.locator('.address > span')).toHaveText(email.split(/(?<=@)|(?=\.)/))
  // keyboard: a digit moves on, Backspace on an empty cell clears the one before, arrows, Home and End move
  // (the first digit typed is the wrong code's first, so that code below starts by typing a digit over the same
  // digit: no input event changes the value then — the cells once lost that digit and never sent the code)
  const wrong = code.replace(/^\d/, (d) => String((Number(d) + 1) % 10))
  await page.keyboard.type(`${wrong[0]}2`)
  await expect(cells.nth(2)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(cells.nth(1)).toBeFocused()
  expect(await values()).toEqual([wrong[0], '', '', '', '', ''])
  await page.keyboard.press('End')
  await expect(cells.nth(5)).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(cells.nth(4)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(cells.first()).toBeFocused()
  // a wrong code typed digit by digit is refused: the cells empty and the first one has the focus again
  await page.keyboard.type(wrong)
  await expect(confirm.getByRole('alert')).toBeVisible()
  await expect.poll(values).toEqual(['', '', '', '', '', ''])
  await expect(cells.first()).toBeFocused()
  // pasting the code (Ctrl+V) into the first cell fills all six and logs in
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((text) => navigator.clipboard.writeText(text), code)
  await page.keyboard.press('ControlOrMeta+V')

  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 15_000 })
  await expect(account.getByTestId('account-email')).toHaveText(email)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${email}`)
  const address = (await page.getByTestId('demo-address').textContent()) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // fund the new wallet, then send from it; the frame shows the request and the visitor approves it there
  const funder = createWalletClient({ account: privateKeyToAccount(FUNDER_KEY), chain: chainA, transport: http() })
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
  })
  const before = await client.getBalance({ address: RECEIVER })
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('button', { name: 'Select token' }).click()
  await dialog(page, 'Select Token').getByRole('button', { name: /Ether/ }).click()
  await send.getByLabel('Amount').fill('0.01')
  await send.getByLabel('Receiver address').fill(RECEIVER)
  await send.getByTestId('send-submit').click()
  await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog(page, 'Approve')).toBeVisible()
  const frame = page.frameLocator('iframe[data-gangway-frame]')
  await expect(frame.getByTestId('approval-detail')).toContainText(`To ${RECEIVER}`)
  await expect(frame.getByTestId('approval-detail')).toContainText('Value 0.01 ETH')
  // who asks: the origin the browser reports, not the name the page gives
  await expect(frame.getByTestId('approval-origin')).toHaveText(CROSS_SITE_DAPP)
  await expect(frame.getByTestId('approval-claim')).toContainText('The site calls itself “Gangway demo” (not verified)')
  // Approve turns on once the frame has been visible for a moment; the click waits for that
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('appkit-modal').getByRole('status').getByText('Transaction sent')).toBeVisible({
    timeout: 15_000,
  })
  await expect
    .poll(() => client.getBalance({ address: RECEIVER }), { timeout: 15_000 })
    .toBe(before + parseEther('0.01'))
  // SPEC §4: the balance is read again once the approved transaction is mined (1 ETH − 0.01 − gas)
  await expect(page.locator('appkit-button').getByRole('button').first()).toContainText(/0\.9[89]\d* ETH/, {
    timeout: 15_000,
  })

  // the session comes back after a reload: the refresh token is the server's partitioned HttpOnly cookie
  const cookies = await page.context().cookies('http://localhost:4000/auth/v1/refresh')
  expect(cookies.find((c) => c.name === 'gangway_refresh_local')).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'None',
    partitionKey: 'http://127.0.0.1', // the top-level site
  })
  // every status the page shows from its first paint on: while the frame checks the session it says
  // "connecting", never "disconnected" (SPEC §4, issue 37 item 16)
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __statuses: string[] }).__statuses = seen
    const note = () => {
      const text = document.querySelector('[data-testid="demo-status"]')?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 20_000 })
  const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)
  expect(statuses).not.toContain('disconnected')
  expect(statuses.at(-1)).toBe('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${email}`)

  await page.locator('appkit-button').getByRole('button').first().click()
  await dialog(page, 'Account').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected', { timeout: 20_000 })
})

test('a page on an origin the project does not allow gets no answer from the frame', async ({ page }) => {
  await page.goto('/?devwallet=off&siwx=off')
  const answers = await page.evaluate(async () => {
    const got: unknown[] = []
    window.addEventListener('message', (e) => {
      if (e.origin === 'http://localhost:4001') got.push(e.data)
    })
    // project "strict" allows only https://app.example.com; this page is http://localhost:5173
    const iframe = document.createElement('iframe')
    iframe.src = 'http://localhost:4001/?projectId=strict&chainId=31337'
    document.body.append(iframe)
    await new Promise((r) => setTimeout(r, 3000))
    iframe.contentWindow?.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id: 'probe' }, 'http://localhost:4001')
    await new Promise((r) => setTimeout(r, 1000))
    return got
  })
  expect(answers).toEqual([])
  // and the frame's page itself forbids embedding by this origin
  const res = await page.request.get('http://localhost:4001/?projectId=strict')
  expect(res.headers()['content-security-policy']).toContain('frame-ancestors https://app.example.com')
})

/** A raw GET: the path goes on the wire exactly as given (a browser or fetch would normalise `//`). */
const rawGet = (path: string) =>
  new Promise<{ status: number; csp: string | undefined; body: string }>((done, fail) => {
    const req = rawRequest({ host: '127.0.0.1', port: 4001, path, headers: { host: 'localhost:4001' } }, (res) => {
      let body = ''
      res.on('data', (c) => {
        body += c
      })
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, csp: res.headers['content-security-policy'] as string, body }),
      )
    })
    req.on('error', fail)
    req.end()
  })

test('the frame origin serves only the built frame, with a CSP on every answer, and survives GET //', async () => {
  const page = await rawGet('/?projectId=local')
  expect(page.status).toBe(200)
  expect(page.csp).toContain("script-src 'self'")
  expect(page.csp).toContain('frame-ancestors http://localhost:*')
  for (const path of [
    '//',
    '/nope',
    '/src/main.tsx',
    '/@vite/client',
    `/@fs${root}/package.json`,
    `/@fs${root}/.gangway/master.key`,
    '/../package.json',
  ]) {
    const answer = await rawGet(path)
    expect(answer.status, path).toBe(404)
    expect(answer.csp, path).toContain("default-src 'none'")
    expect(answer.body, path).not.toContain('gangway')
  }
  // still up after all of it
  expect((await rawGet('/?projectId=local')).status).toBe(200)
})

test('update e-mail, its three screens: the new address, the code to the current one, the code to the new one (issue 37 item 15)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const email = `before-${stamp}@example.test`
  const newEmail = `after-${stamp}@example.test`
  await page.goto('/?devwallet=off&siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await loginWithEmailInDialog(page, email)
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${email}`)
  const loginWith = await loginCode(page.request, email)
  /** The newest code mailed to `to` once it is not `before` (the update's codes share the login's subject). */
  const newCode = async (to: string, before?: string) => {
    let code = ''
    await expect.poll(async () => (code = await loginCode(page.request, to)), { timeout: 15_000 }).not.toBe(before)
    return code
  }

  // 1. Edit Email: the new address
  await account.getByRole('button', { name: 'Update email' }).click()
  const edit = dialog(page, 'Edit Email')
  await edit.getByLabel('New email').fill(newEmail)
  await edit.getByRole('button', { name: 'Continue', exact: true }).click()
  // 2. Confirm Current Email: the code goes to the current address first
  const primary = dialog(page, 'Confirm Current Email')
  await expect(primary).toBeVisible({ timeout: 15_000 })
  await expect(primary).toContainText(`Enter the code we sent to ${email}`)
  await enterCode(primary, '000000')
  await expect(primary.getByRole('alert')).toBeVisible()
  await enterCode(primary, await newCode(email, loginWith))
  // 3. Confirm New Email: then to the new one; the account shows it
  const secondary = dialog(page, 'Confirm New Email')
  await expect(secondary).toBeVisible({ timeout: 15_000 })
  await expect(secondary).toContainText(`Enter the code we sent to ${newEmail}`)
  await enterCode(secondary, await newCode(newEmail))
  await expect(dialog(page, 'Account')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${newEmail}`)
})
