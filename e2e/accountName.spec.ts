import type { APIRequestContext, Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { approveDevice, deviceLink, enterCode, loginCode } from './devInbox.ts'
import { expect, test } from './fixtures.ts'

const API = 'http://127.0.0.1:4000'
/** ENSIP-11 coin type of devnet A (0x80000000 | 31337), as the dialog sends it. */
const COIN_TYPE_DEVNET_A = 0x80000000 + 31337
const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

/** Registers `label` through the API for a fresh account, signed with viem as the dialog's wallet would. */
async function registerThroughApi(request: APIRequestContext, label: string): Promise<string> {
  const holder = privateKeyToAccount(generatePrivateKey())
  const name = `${label}.gangway.id`
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const res = await request.post(`${API}/v1/profile/account?projectId=local`, {
    data: {
      coin_type: COIN_TYPE_DEVNET_A,
      address: holder.address,
      message,
      signature: await holder.signMessage({ message }),
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return name
}

/**
 * Account → Choose your name → a taken name shows the server's free ones → pick one → the wallet signs →
 * Success → Account and the account button show the name. `approve` does what the wallet needs (nothing for
 * the auto-approving dev wallet; the frame's Approve for an e-mail wallet).
 */
async function chooseName(page: Page, taken: string, approve: () => Promise<void>): Promise<string> {
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Choose your name' }).click()
  const view = dialog(page, 'Choose Name')
  await expect(view.getByText('At least 4 characters: letters, digits and hyphens.')).toBeVisible()
  await expect(view.getByTestId('register-name-zone')).toHaveText('.gangway.id')
  const field = view.getByLabel('Name', { exact: true })
  const submit = view.getByTestId('register-name-submit')
  await expect(submit).toBeDisabled()

  // SPEC §5 before anything is sent
  await field.fill('ab_c')
  await expect(view.getByTestId('register-name-status')).toHaveText('Only letters, digits and hyphens are allowed')
  await expect(submit).toBeDisabled()

  // a taken name: said so, the server's free alternatives offered
  const takenLabel = taken.split('.')[0] as string
  await field.fill(takenLabel.toUpperCase())
  await expect(view.getByTestId('register-name-status')).toHaveText(`${taken} is taken`)
  await expect(submit).toBeDisabled()
  const suggestion = view.getByTestId('account-name-suggestion').first()
  await expect(suggestion).toBeVisible()
  const picked = (await suggestion.textContent()) as string
  expect(picked).toMatch(/\.gangway\.id$/)
  expect(picked).not.toBe(taken)
  await suggestion.click()
  await expect(field).toHaveValue(picked.replace(/\.gangway\.id$/, ''))
  await expect(view.getByTestId('register-name-status')).toHaveText(`${picked} is available`)
  await expect(submit).toBeEnabled()
  await submit.click()
  await approve()

  const success = dialog(page, 'Account Name')
  await expect(success.getByTestId('register-name-registered')).toHaveText(picked, { timeout: 20_000 })
  await success.getByRole('button', { name: 'Back to account' }).click()
  await expect(account.getByTestId('account-address')).toHaveText(picked)
  await expect(account.getByRole('button', { name: 'Choose your name' })).toHaveCount(0)
  await expect(page.locator('appkit-button').getByRole('button').first()).toContainText(picked)
  return picked
}

test('dev wallet: a taken name shows suggestions, a free one is registered, Account and the button show it', async ({
  page,
  injectDevWallet,
  request,
}) => {
  test.setTimeout(120_000)
  const taken = await registerThroughApi(request, `taken-${Date.now().toString(36)}`)
  const key = generatePrivateKey()
  await injectDevWallet({ autoApprove: true, privateKey: key })
  await page.goto('/?siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  await expect(dialog(page, 'Account')).toBeVisible()
  const name = await chooseName(page, taken, async () => undefined)

  // the server holds it for the wallet's address (the reverse lookup, primary first)
  const address = privateKeyToAccount(key).address
  const res = await request.get(`${API}/v1/profile/reverse/${address}?projectId=local`)
  expect(((await res.json()) as { name: string }[])[0]?.name).toBe(name)
})

test('e-mail wallet: the frame signs the registration, Account shows the name', async ({ page, request }) => {
  test.setTimeout(150_000)
  const taken = await registerThroughApi(request, `mail-${Date.now().toString(36)}`)
  const email = `names-${Date.now()}@example.test`
  await page.goto('/?devwallet=off&siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByLabel('Email').fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog(page, 'Register Device')).toBeVisible({ timeout: 15_000 })
  await approveDevice(page.context(), await deviceLink(page.request, email))
  const confirm = dialog(page, 'Confirm Email')
  await expect(confirm).toBeVisible({ timeout: 15_000 })
  await enterCode(confirm, await loginCode(page.request, email))
  await expect(dialog(page, 'Account').getByTestId('account-email')).toHaveText(email, { timeout: 15_000 })

  await chooseName(page, taken, async () => {
    // the frame shows the message to sign; the visitor approves it there
    await expect(dialog(page, 'Approve')).toBeVisible()
    const frame = page.frameLocator('iframe[data-gangway-frame]')
    await expect(frame.getByTestId('approval-detail')).toContainText('gangway.id')
    await frame.getByRole('button', { name: 'Approve' }).click()
  })
})
