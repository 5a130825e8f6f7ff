import deployments from '@gangway/devnet/deployments.json' with { type: 'json' }
import type { Page } from '@playwright/test'
import { generateKeyPairSigner } from '@solana/kit'
import { expect, test } from './fixtures.ts'
import { approveInWebWallet, openWebWallet } from './webWalletPage.ts'

/** Anvil account 9 (only this spec signs with it). */
const EVM_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
const EVM_ADDRESS = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const SOLANA = deployments.solana
const SOLANA_ADDRESS = SOLANA.accounts[0] as string
const LOCAL = SOLANA.caipNetworkId

const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button').first()
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})

/** JSON-RPC to the local Solana chain, from the test (not the page). */
async function solanaRpc<T>(page: Page, method: string, params: unknown[]): Promise<T> {
  const res = await page.request.post(SOLANA.rpcUrl, { data: { jsonrpc: '2.0', id: 1, method, params } })
  const body = (await res.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

/** Whole gUSD a wallet holds on the local chain (0 without a token account). */
async function gusdOf(page: Page, owner: string): Promise<number> {
  const answer = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } } }[]
  }>(page, 'getTokenAccountsByOwner', [owner, { mint: SOLANA.tokens.usd.mint }, { encoding: 'jsonParsed' }])
  return answer.value.reduce((sum, a) => sum + Number(a.account.data.parsed.info.tokenAmount.uiAmountString), 0)
}

/** Signs the pending sign-in (SIWX) prompt. */
async function signIn(page: Page) {
  const prompt = dialog(page, 'Sign In')
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(prompt).toBeHidden()
}

test('EVM and Solana in one dialog: connect Solana, tokens, SPL send, sign, switch across, SIWX, reload', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(90_000)
  const receiver = (await generateKeyPairSigner()).address
  await injectDevWallet({ autoApprove: true, privateKey: EVM_KEY })
  await page.goto('/?solana=on')

  // Connect: the dev wallet is one row with both chains; picking it asks which one
  await connectButton(page).click()
  const row = dialog(page, 'Connect Wallet').getByRole('button', { name: /Gangway Dev Wallet/ })
  await expect(row).toContainText('EVM Networks')
  await expect(row).toContainText('Solana')
  await row.click()
  await dialog(page, 'Gangway Dev Wallet').getByRole('button', { name: 'Solana' }).click()

  // Sign in with Solana (the demo requires sign-in): the server keeps the session
  await signIn(page)
  await expect(page.getByTestId('siwx-address')).toHaveText(SOLANA_ADDRESS)
  await expect(page.getByTestId('siwx-chain')).toHaveAttribute('data-chain-id', LOCAL)
  await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_ADDRESS)

  // Account: SOL and the SPL tokens from our server; the 0-decimal token is not listed
  await connectButton(page).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTestId('token-gUSD')).toContainText('gUSD')
  await expect(account.getByTestId('token-GWT')).toContainText('GWT')
  await expect(account.getByTestId('token-SOL')).toContainText('SOL')
  await expect(account.getByTestId('token-ZERO')).toHaveCount(0)
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveCount(0)

  // Send gUSD to a new address: the wallet signs, its token account is created, the chain has it
  const before = await gusdOf(page, SOLANA_ADDRESS)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('button', { name: 'Select token' }).click()
  await dialog(page, 'Select Token')
    .getByRole('button', { name: /Gangway USD/ })
    .click()
  await send.getByLabel('Amount').fill('2.5')
  await send.getByLabel('Receiver address').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await expect(send.getByTestId('send-submit')).toHaveText('Invalid address')
  await send.getByLabel('Receiver address').fill(receiver)
  await send.getByTestId('send-submit').click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('preview-amount')).toHaveText('2.5 gUSD')
  await expect(preview.getByTestId('preview-fee')).toHaveText(/^0\.\d+ SOL$/)
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.locator('appkit-modal').getByRole('status').getByText('Transaction sent')).toBeVisible()
  await expect.poll(() => gusdOf(page, receiver), { timeout: 15_000 }).toBe(2.5)
  expect(await gusdOf(page, SOLANA_ADDRESS)).toBe(before - 2.5)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()

  // The site signs through useAppKitProvider('solana'); the page checks the ed25519 signature
  await page.getByRole('button', { name: 'Sign a message (Solana)' }).click()
  await expect(page.getByTestId('solana-verified')).toHaveText('true')

  // An EVM network: no EVM wallet yet, so connect one (the Solana side stays connected)
  await page.getByRole('button', { name: 'Choose network' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Gangway Devnet A' }).click()
  await dialog(page, 'Switch Chain').getByRole('button', { name: 'Switch' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  await dialog(page, 'Gangway Dev Wallet').getByRole('button', { name: 'EVM Networks' }).click()
  await signIn(page)
  await expect(page.getByTestId('demo-address')).toHaveText(EVM_ADDRESS)
  await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_ADDRESS)

  // … and back to Solana: one click, no prompt, no new sign-in
  await page.getByRole('button', { name: 'Choose network' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Gangway Solana Local' }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(SOLANA_ADDRESS)
  await expect(page.getByTestId('demo-chain-id')).toHaveText(LOCAL.split(':')[1] as string)
  await expect(dialog(page, 'Sign In')).toBeHidden()

  // Reload: both connections come back, on Solana, signed in
  await page.reload()
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_ADDRESS)
  await expect(page.getByTestId('wagmi-address')).toHaveText(EVM_ADDRESS)
  await expect(page.getByTestId('demo-address')).toHaveText(SOLANA_ADDRESS)
  await expect(page.getByTestId('siwx-chain')).toHaveAttribute('data-chain-id', LOCAL)
})

test('Solana through WalletConnect: the web wallet connects its Solana account and signs for the site', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000)
  const demo = 'http://localhost:5173/?solana=on&devwallet=off&siwx=off'
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo).origin })
  const wallet = await openWebWallet(context)
  await page.goto(demo)

  // on the local Solana chain first (nothing connected: the switch is immediate), then WalletConnect pairs for it
  await page.getByRole('button', { name: 'Choose network' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Gangway Solana Local' }).click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(LOCAL.split(':')[1] as string)
  await connectButton(page).click()
  const modal = page.locator('appkit-modal')
  await modal.getByRole('button', { name: 'WalletConnect' }).click()
  await expect(modal.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeVisible({
    timeout: 30_000,
  })
  await modal.getByRole('button', { name: 'Copy link' }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  await approveInWebWallet(wallet, uri)
  await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_ADDRESS, { timeout: 15_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(SOLANA_ADDRESS)

  // the one approval connected the EVM namespace too (recorded beside Solana, not made active)
  await expect(page.getByTestId('wagmi-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 15_000 })

  // the site signs through useAppKitProvider('solana'): the web wallet asks, the page verifies the signature.
  // Closed once, the dialog stays closed (it used to come back on Account while the other namespaces of the
  // approval were being recorded, and intercepted the click)
  await page.keyboard.press('Escape')
  await expect(modal.getByRole('dialog')).toBeHidden()
  await page.getByRole('button', { name: 'Sign a message (Solana)' }).click()
  await wallet.getByRole('listitem', { name: 'solana_signMessage' }).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('solana-verified')).toHaveText('true', { timeout: 15_000 })
})
