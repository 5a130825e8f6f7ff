import { devnetChains } from '@gangway/devnet/chains'
import type { APIRequestContext, Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'

/** Anvil account 5 funds the new embedded wallet (no other spec sends from it). */
const FUNDER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'
const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http() })

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

type Mail = { to: string[]; subject: string; text: string }
/** The newest mail to `to` whose subject matches, from the server's dev inbox (the built-in SMTP catcher). */
async function mail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('http://127.0.0.1:4000/dev/mail.json')).json()) as {
        messages: Mail[]
      }
      found = messages.find((m) => m.to.includes(to) && subject.test(m.subject))
      return Boolean(found)
    })
    .toBe(true)
  return found as Mail
}

test('e-mail login: device link and code from the dev inbox, embedded wallet signs what the frame approves, reload keeps the session, sign out', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `visitor-${Date.now()}@example.test`
  await page.goto('/?devwallet=off')
  await page.locator('appkit-button').getByRole('button').click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByLabel('Email').fill('not-an-email')
  await connect.getByRole('button', { name: 'Continue' }).click()
  await expect(connect.getByRole('alert')).toHaveText('Invalid email')
  await connect.getByLabel('Email').fill(email)
  await connect.getByRole('button', { name: 'Continue' }).click()

  // a new device: approve it with the mailed link, then the code arrives
  await expect(dialog(page, 'Register Device')).toBeVisible({ timeout: 15_000 })
  const link = /(http:\/\/\S+)/.exec((await mail(page.request, email, /Approve this device/)).text)?.[1] as string
  // the link opens a page that asks (a GET approves nothing, so mail scanners cannot); the visitor confirms
  const approval = await page.context().newPage()
  await approval.goto(link)
  await expect(approval.getByRole('heading', { name: 'Approve this device for Local demo?' })).toBeVisible()
  await approval.getByRole('button', { name: 'Approve this device' }).click()
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await approval.close()
  const confirm = dialog(page, 'Confirm Email')
  await expect(confirm).toBeVisible({ timeout: 15_000 })
  const code = /(\d{6})/.exec((await mail(page.request, email, /is your login code/)).subject)?.[1] as string
  await confirm.getByLabel('Code').fill(code)

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
  await expect(frame.getByText('Requested by Gangway demo')).toBeVisible()
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('appkit-modal').getByRole('status').getByText('Transaction sent')).toBeVisible({
    timeout: 15_000,
  })
  await expect
    .poll(() => client.getBalance({ address: RECEIVER }), { timeout: 15_000 })
    .toBe(before + parseEther('0.01'))

  // the session lives in the frame: a reload reconnects without asking
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${email}`)

  await page.locator('appkit-button').getByRole('button').first().click()
  await dialog(page, 'Account').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('a page on an origin the project does not allow gets no answer from the frame', async ({ page }) => {
  await page.goto('/?devwallet=off')
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
  expect(res.headers()['content-security-policy']).toBe('frame-ancestors https://app.example.com')
})
