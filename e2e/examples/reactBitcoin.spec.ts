import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { expect, test } from '../fixtures.ts'
import { connectButton, connectDevWallet, dialog, hookState, resultOf } from './appkitSite.ts'
import { exampleUrl } from './exampleSite.ts'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const API = `http://127.0.0.1:4000/v1/bitcoin/${encodeURIComponent(REGTEST)}`
/** Bitcoin dev account 4 (funded with 50 BTC at devnet start; used by no other spec). */
const ACCOUNT = bitcoinDevAccount(4)
/** A receiver nothing else pays. */
const RECEIVER = bitcoinDevAccount(11).payment.address

/** Sats an address holds (confirmed + mempool), from the server's Esplora-shaped API. */
async function satsOf(address: string): Promise<bigint> {
  const res = await fetch(`${API}/address/${address}?projectId=local`)
  const info = (await res.json()) as Record<'chain_stats' | 'mempool_stats', Record<string, number>>
  const sum = (s: Record<string, number>) => BigInt(s.funded_txo_sum ?? 0) - BigInt(s.spent_txo_sum ?? 0)
  return sum(info.chain_stats) + sum(info.mempool_stats)
}

/**
 * examples/react-bitcoin: written the way AppKit's Bitcoin docs write a site (`BitcoinAdapter`,
 * `useAppKitProvider<BitcoinConnector>('bip122')`, `allAccounts[i].publicKey`), moved by the packed
 * `gangway-migrate`, built from the tarballs, against the regtest node behind the local server.
 */
test.describe('examples/react-bitcoin (AppKit-written, moved by gangway-migrate), built from the tarballs', () => {
  test('connect the dev wallet, public keys, sign a message (BIP-322), send a transfer, balance', async ({
    page,
    injectDevWallet,
  }) => {
    test.setTimeout(90_000)
    const url = exampleUrl('react-bitcoin')
    await injectDevWallet({ autoApprove: true, bitcoinAccountIndex: 4 })
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Vite React Bitcoin Example' })).toBeVisible()
    await expect(connectButton(page)).toHaveText('Connect Wallet')

    await connectDevWallet(page)
    await expect(dialog(page, 'Account')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect
      .poll(() => hookState(page, 'useAppKitAccount()'))
      .toMatchObject({ address: ACCOUNT.payment.address, isConnected: true })
    // AppKit's allAccounts: payment then ordinal, each with the public key the wallet told
    expect((await hookState(page, 'useAppKitAccount()')).allAccounts).toEqual([
      { namespace: 'bip122', address: ACCOUNT.payment.address, type: 'payment', publicKey: ACCOUNT.payment.publicKey },
      { namespace: 'bip122', address: ACCOUNT.ordinal.address, type: 'ordinal', publicKey: ACCOUNT.ordinal.publicKey },
    ])
    await page.getByRole('button', { name: 'Get Public Key' }).click()
    expect(await resultOf(page, 'public-key')).toBe(ACCOUNT.payment.publicKey)
    await page.getByRole('button', { name: 'Get Accounts' }).click()
    expect(await resultOf(page, 'accounts')).toBe(
      `payment:${ACCOUNT.payment.address} ordinal:${ACCOUNT.ordinal.address}`,
    )

    // walletProvider.signMessage: a BIP-322 signature of the payment address
    await page.getByRole('button', { name: 'Sign Message' }).click()
    const signature = await resultOf(page, 'signature')
    expect(verifyBitcoinMessage(ACCOUNT.payment.address, 'Hello from the Bitcoin example', signature)).toMatchObject({
      valid: true,
    })

    // walletProvider.sendTransfer: a PSBT the adapter builds, the wallet signs, the server broadcasts
    const before = await satsOf(RECEIVER)
    await page.getByLabel('Recipient').fill(RECEIVER)
    await page.getByRole('button', { name: 'Send 0.01 BTC' }).click()
    expect(await resultOf(page, 'transaction')).toMatch(/^[0-9a-f]{64}$/)
    await expect.poll(() => satsOf(RECEIVER), { timeout: 20_000 }).toBe(before + 1_000_000n)

    await page.getByRole('button', { name: 'Get Balance' }).click()
    expect(await resultOf(page, 'balance')).toMatch(/^\d+(\.\d+)? BTC$/)
    await expect(page.locator('p.error')).toHaveCount(0)
  })
})
