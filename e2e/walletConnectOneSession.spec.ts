import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { recoverMessageAddress } from 'viem'
import { expect, test } from './fixtures.ts'
import {
  approveRequestInWebWallet,
  openWebWallet,
  pageErrors,
  proposeInWebWallet,
  walletConnectLink,
} from './webWalletPage.ts'

const MESSAGE = 'Hello from the Gangway demo'
const ANVIL_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
/** The web wallet's Bitcoin regtest account (dev account 0): payment P2WPKH, ordinal P2TR. */
const BITCOIN = bitcoinDevAccount(0)

// two pages, the relay and three namespaces signing in turn
test.describe.configure({ timeout: 120_000 })

/**
 * The multichain demo (EVM, Solana and Bitcoin adapters: `/?solana=on&bitcoin=on`) pairs with a WalletConnect
 * wallet ONCE: the kit owns one universal provider, so the one QR code/link proposes the three namespaces, the
 * dev web wallet (official WalletKit) approves them in one card, and every adapter reads its accounts from that
 * one session — Account lists three accounts, a signature in each namespace goes through it, a reload restores
 * all three, and Disconnect drops all three (SPEC §4) and ends the one session in the wallet.
 */
test('multichain demo: one WalletConnect pairing approves EVM, Solana and Bitcoin → three accounts, a signature in each through the one session, reload restores all three, disconnect drops all three', async ({
  context,
  page,
}) => {
  const wallet = await openWebWallet(context)
  const errors = pageErrors(page)
  await page.goto('/?solana=on&bitcoin=on&devwallet=off&siwx=off')
  await page.locator('appkit-button').getByRole('button').first().click()
  const modal = page.locator('appkit-modal')
  await modal.getByRole('button', { name: 'WalletConnect' }).click()
  const uri = await walletConnectLink(modal)

  // the link is used once: one proposal, one card naming the account the wallet gives on each namespace
  const approval = await proposeInWebWallet(wallet, uri)
  for (const line of [`eip155: ${ANVIL_0}`, `solana: ${SOLANA_0}`, `bip122: ${BITCOIN.payment.address}`]) {
    await expect(approval).toContainText(line)
  }
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(wallet.getByRole('listitem', { name: /^Connect to / })).toHaveCount(0)

  // Account: an EVM, a Solana and a Bitcoin account, all from the one approval
  await expect(modal.getByTestId('account-address')).toHaveText('0xf39F…2266', { timeout: 15_000 })
  const rows = modal.getByTestId('account-namespace')
  await expect(rows).toHaveCount(3)
  const listed = await rows.evaluateAll((items) =>
    items.map((item) => [item.getAttribute('data-namespace'), item.getAttribute('data-address')]),
  )
  expect(Object.fromEntries(listed)).toEqual({ eip155: ANVIL_0, solana: SOLANA_0, bip122: BITCOIN.payment.address })
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-address')).toHaveText(ANVIL_0)
  await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_0)
  await expect(page.getByTestId('bitcoin-payment')).toHaveText(BITCOIN.payment.address)
  await expect(page.getByTestId('bitcoin-ordinal')).toHaveText(BITCOIN.ordinal.address)
  // the wallet holds ONE session for the site
  await expect(wallet.locator('#sessions li')).toHaveCount(1)

  // a signature in each namespace, each asked of the wallet through that one session
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  await approveRequestInWebWallet(wallet, 'personal_sign')
  const evmSignature = page.getByTestId('demo-signature')
  await expect(evmSignature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 15_000 })
  expect(
    await recoverMessageAddress({ message: MESSAGE, signature: (await evmSignature.textContent()) as `0x${string}` }),
  ).toBe(ANVIL_0)

  await page.getByRole('button', { name: 'Sign a message (Solana)' }).click()
  await approveRequestInWebWallet(wallet, 'solana_signMessage')
  await expect(page.getByTestId('solana-verified')).toHaveText('true', { timeout: 15_000 })

  await page.getByRole('button', { name: 'Sign a message (Bitcoin)' }).click()
  await approveRequestInWebWallet(wallet, 'signMessage')
  const btcSignature = page.getByTestId('bitcoin-signature')
  await expect(btcSignature).toHaveText(/^[A-Za-z0-9+/]+=*$/, { timeout: 15_000 })
  expect(verifyBitcoinMessage(BITCOIN.payment.address, MESSAGE, (await btcSignature.textContent()) as string)).toEqual({
    valid: true,
    protocol: 'BIP322',
  })
  await expect(wallet.locator('#sessions li')).toHaveCount(1)

  // a reload restores all three from the one session, without asking the wallet
  await page.reload()
  await expect(page.getByTestId('demo-address')).toHaveText(ANVIL_0, { timeout: 15_000 })
  await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_0)
  await expect(page.getByTestId('bitcoin-payment')).toHaveText(BITCOIN.payment.address)
  await page.locator('appkit-button').getByRole('button').first().click()
  await expect(modal.getByTestId('account-namespace')).toHaveCount(3)
  await expect(wallet.getByRole('listitem', { name: /^Connect to / })).toHaveCount(0)

  // Disconnect (the WalletConnect connector holds every namespace, SPEC §4): all three go, the session ends
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await expect(page.getByTestId('bitcoin-status')).toHaveText('disconnected')
  await expect(wallet.locator('#sessions li')).toHaveCount(0, { timeout: 15_000 })
  expect(errors).toEqual([])
})
