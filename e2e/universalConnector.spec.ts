import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { expect, test } from './fixtures.ts'
import { openWebWallet, pageErrors, proposeInWebWallet, walletConnectLink } from './webWalletPage.ts'

const MESSAGE = 'Hello from the Gangway demo'
/** The web wallet's Sui account: the devnet mnemonic's first Ed25519 key (m/44'/784'/0'/0'/0'). */
const SUI_0 = '0xc88ef07b9b8b2fc3b7daad9478f4e1337f01792e2eab9c3794494e610636026e'

test.describe.configure({ timeout: 90_000 })

/**
 * A page using only AppKit's `UniversalConnector` (`@gangway/universal-connector`, no adapter) with a Sui
 * network — a namespace Gangway has no adapter for (the demo's `universal.html`): Connect opens the Gangway
 * dialog on the pairing's QR code/link, the dev web wallet (official WalletKit) approves the `sui` namespace, and
 * `request('sui_signPersonalMessage')` comes back with a real signature of the wallet's `@mysten/sui` key,
 * verified here; Disconnect ends the session.
 */
test('universal connector (Sui, no adapter): the dialog’s WalletConnect link → the web wallet approves sui → a real personal-message signature → disconnect', async ({
  context,
  page,
}) => {
  const wallet = await openWebWallet(context)
  const errors = pageErrors(page)
  await page.goto('/universal.html')
  await expect(page.getByTestId('universal-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect' }).click()

  // the Gangway dialog shows the connector's own pairing (manualWCControl)
  const modal = page.locator('appkit-modal')
  await expect(modal.locator('[data-view="ConnectingWalletConnectBasic"]')).toBeVisible()
  const uri = await walletConnectLink(modal)
  const approval = await proposeInWebWallet(wallet, uri)
  await expect(approval).toContainText(`sui: ${SUI_0}`)
  await approval.getByRole('button', { name: 'Approve' }).click()

  await expect(page.getByTestId('universal-status')).toHaveText('connected', { timeout: 15_000 })
  await expect(page.getByTestId('sui-address')).toHaveText(SUI_0)
  await expect(modal.getByRole('dialog')).toBeHidden()

  await page.getByRole('button', { name: 'Sign a message (Sui)' }).click()
  const card = wallet.getByRole('listitem', { name: 'sui_signPersonalMessage' })
  await expect(card).toContainText(MESSAGE)
  await card.getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('sui-signature')
  await expect(signature).toHaveText(/^[A-Za-z0-9+/]+=*$/, { timeout: 15_000 })
  const signed = (await signature.textContent()) as string
  const signer = await verifyPersonalMessageSignature(new TextEncoder().encode(MESSAGE), signed, { address: SUI_0 })
  expect(signer.toSuiAddress()).toBe(SUI_0)
  await expect(
    verifyPersonalMessageSignature(new TextEncoder().encode('another message'), signed, { address: SUI_0 }),
  ).rejects.toThrow()

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('universal-status')).toHaveText('disconnected')
  await expect(wallet.locator('#sessions li')).toHaveCount(0, { timeout: 15_000 })
  expect(errors).toEqual([])
})
