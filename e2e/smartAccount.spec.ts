import { deployments } from '@gangway/devnet'
import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, createTestClient, type Hex, http, parseEther, parseEventLogs } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { loginWithEmailInDialog } from './devInbox.ts'
import { expect, test } from './fixtures.ts'

const SERVER = 'http://127.0.0.1:4000'
const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http(), pollingInterval: 50 })
const anvil = createTestClient({ chain: chainA, mode: 'anvil', transport: http() })
const { gangwayAccountFactory, entryPoint07 } = deployments.smartAccounts
/** The demo's batch (apps/demo/src/BatchCard.tsx): 0.0001 ETH to each of these. */
const RECIPIENTS = ['0x000000000000000000000000000000000000b0b1', '0x000000000000000000000000000000000000b0b2'] as const
const AMOUNT = parseEther('0.0001')
const factoryAbi = [
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})
const openAccount = (page: Page) => page.locator('appkit-button').getByRole('button').first().click()
const frame = (page: Page) => page.frameLocator('iframe[data-gangway-frame]')
const address = async (page: Page) => (await page.getByTestId('demo-address').textContent()) as Address

/** The SIWX session the server keeps for the page's newest bearer token (`GET /siwx/v1/me`). */
async function siwxSession(page: Page) {
  const tokens = await page.evaluate(() => {
    const found: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) as string
      if (!key.endsWith('auth_tokens')) continue
      const byName = JSON.parse(localStorage.getItem(key) as string) as Record<string, string>
      const book = byName.siwx ? (JSON.parse(byName.siwx) as { tokens?: Record<string, string> }) : undefined
      found.push(...Object.values(book?.tokens ?? {}))
    }
    return found
  })
  const sessions = await Promise.all(
    tokens.map(async (token) => {
      const res = await page.request.get(`${SERVER}/siwx/v1/me?projectId=local`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return res.ok() ? ((await res.json()) as { data: { accountAddress: string } }).data : undefined
    }),
  )
  return sessions.filter((s) => s !== undefined)
}

test('e-mail login gets a smart account: one user operation for a wallet_sendCalls batch, switch to the EOA and back, SIWX with ERC-6492 and ERC-1271 signatures', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = `smart-${Date.now()}@example.test`
  await page.goto('/?devwallet=off')
  await page.locator('appkit-button').getByRole('button').click()
  await loginWithEmailInDialog(page, email)

  // the Account shows the smart account (SPEC default for eip155), not yet deployed
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 20_000 })
  const toggle = account.getByTestId('account-toggle-preferred-account-type')
  await expect(toggle).toHaveText('Switch to your EOA', { timeout: 15_000 })
  const smart = await address(page)
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(account.getByTestId('account-address')).toHaveAttribute('title', smart)
  expect(await client.getCode({ address: smart })).toBeUndefined()
  // signed in at login with the counterfactual account: the server accepted an ERC-6492 signature
  await expect(page.getByTestId('siwx-address')).toHaveText(smart)
  expect(await siwxSession(page)).toContainEqual(expect.objectContaining({ accountAddress: smart }))
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // the batch: two transfers in one wallet_sendCalls, approved in the frame, ONE user operation
  await anvil.setBalance({ address: smart, value: parseEther('1') })
  const before = await Promise.all(RECIPIENTS.map((r) => client.getBalance({ address: r })))
  await page.getByRole('button', { name: 'Send both payments' }).click()
  await expect(dialog(page, 'Approve')).toBeVisible({ timeout: 15_000 })
  const detail = frame(page).getByTestId('approval-detail')
  await expect(detail).toContainText('Transaction 1 of 2')
  await expect(detail).toContainText(`To ${RECIPIENTS[1]}`)
  await expect(detail).toContainText('All calls succeed or none does')
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('batch-id')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
  await expect(page.getByTestId('batch-atomic')).toHaveText('supported')
  await expect(page.getByTestId('batch-status')).toHaveText('confirmed', { timeout: 60_000 })
  const hash = (await page.getByTestId('batch-hash').textContent()) as Hex
  const receipt = await client.getTransactionReceipt({ hash })
  const events = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs, eventName: 'UserOperationEvent' })
  expect(events).toHaveLength(1)
  expect(events[0]?.args).toMatchObject({ sender: smart, success: true })
  expect(events[0]?.address.toLowerCase()).toBe(entryPoint07.toLowerCase())
  expect(events[0]?.args.userOpHash).toBe(await page.getByTestId('batch-id').textContent())
  const after = await Promise.all(RECIPIENTS.map((r) => client.getBalance({ address: r })))
  expect(after).toEqual(before.map((b) => b + AMOUNT))
  expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)

  // switch to the EOA: the address changes to the smart account's owner
  await openAccount(page)
  await account.getByTestId('account-toggle-preferred-account-type').click()
  await expect(page.getByTestId('demo-address')).not.toHaveText(smart, { timeout: 15_000 })
  const eoa = await address(page)
  expect(
    await client.readContract({
      address: gangwayAccountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [eoa, 0n],
    }),
  ).toBe(smart)
  // issue 36: the EOA is the same e-mail login (and key) as the smart account that signed in: no second prompt
  const signIn = dialog(page, 'Sign In')
  await page.waitForTimeout(1_000)
  await expect(signIn).toBeHidden()

  // back to the smart account (the dialog is still open on Account: no prompt closed it); sign out of it and
  // in again: the deployed account signs with ERC-1271
  await expect(account).toBeVisible()
  await expect(account.getByTestId('account-toggle-preferred-account-type')).toHaveText('Switch to your Smart Account')
  await account.getByTestId('account-toggle-preferred-account-type').click()
  await expect(page.getByTestId('demo-address')).toHaveText(smart, { timeout: 15_000 })
  await expect(page.getByTestId('siwx-address')).toHaveText(smart, { timeout: 15_000 })
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  const card = page.getByRole('region', { name: 'Sign-in' })
  await card.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByTestId('siwx-address')).toHaveText('—')
  await card.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(signIn).toBeVisible()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('siwx-address')).toHaveText(smart, { timeout: 15_000 })
  expect(await siwxSession(page)).toContainEqual(expect.objectContaining({ accountAddress: smart }))
})

test('session keys through @gangway/react/smart-session against the server: a grant approved in the frame, getSmartSessions lists it, revokeSmartSession revokes it and the list says so (issue 37 item 12)', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = `sessions-${Date.now()}@example.test`
  await page.goto('/?devwallet=off&siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await loginWithEmailInDialog(page, email)
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 20_000 })
  await expect(account.getByTestId('account-toggle-preferred-account-type')).toHaveText('Switch to your EOA', {
    timeout: 15_000,
  })
  const smart = await address(page)
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // grantPermissions: the frame shows the request, the visitor approves, the account's scope is set on-chain
  const card = page.getByRole('region', { name: 'Session keys' })
  await card.getByRole('button', { name: 'Grant a session key' }).click()
  await expect(dialog(page, 'Approve')).toBeVisible({ timeout: 15_000 })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('session-pci')).toHaveText(/^[0-9a-f-]{36}$/, { timeout: 60_000 })
  const pci = (await page.getByTestId('session-pci').textContent()) as string
  await expect(dialog(page)).toBeHidden()

  // getSmartSessions: the server's GET /v1/sessions/{caipAddress}, read by the page
  await card.getByRole('button', { name: 'List sessions' }).click()
  await expect(page.getByTestId('session-state')).toHaveText('active')
  await expect(page.getByTestId('session-active')).toHaveText('1')
  const listed = async () => {
    const res = await page.request.get(`${SERVER}/v1/sessions/eip155:${chainA.id}:${smart}?projectId=local`)
    return ((await res.json()) as { pcis: { pci: string; revokedAt?: number }[] }).pcis
  }
  expect(await listed()).toEqual([expect.objectContaining({ pci })])

  // revokeSmartSession: wallet_revokePermissions with the pci, approved in the frame; the list says revoked
  await card.getByRole('button', { name: 'Revoke it' }).click()
  await expect(dialog(page, 'Approve')).toBeVisible({ timeout: 15_000 })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('session-state')).toHaveText('revoked', { timeout: 60_000 })
  await expect(page.getByTestId('session-active')).toHaveText('0')
  await expect(page.getByTestId('session-error')).toHaveText('—')
  const [revoked] = await listed()
  expect(revoked?.revokedAt).toBeGreaterThan(0)
})
