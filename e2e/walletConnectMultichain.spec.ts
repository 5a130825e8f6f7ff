import { makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, Sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { expect, test } from './fixtures.ts'
import { openWebWallet, pageErrors, proposeInWebWallet, walletConnectLink } from './webWalletPage.ts'

const MESSAGE = 'Hello from the Gangway demo'
const ANVIL_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
/** Substrate's `//Alice` in Polkadot's SS58 format; the devnet mnemonic's first Cosmos Hub account. */
const ALICE = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const COSMOS_0 = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'

/**
 * A WalletConnect-only site with EVM, Solana, Polkadot and Cosmos networks (the built demo's
 * `basic.html?multichain=on`, no adapters: core's universal adapters): one approval in the web wallet gives an
 * account on each namespace, the dialog's Account lists all four, and a Polkadot and a Cosmos message signed
 * by the wallet's real keys verify here (polkadot-js's sr25519 check of the `<Bytes>`-wrapped message; CosmJS's
 * secp256k1 check over the ADR-036 sign doc, rebuilt here from the signer and the message).
 */
test('WalletConnect: the web wallet approves eip155, solana, polkadot and cosmos accounts → the dialog lists all four → Polkadot and Cosmos signatures verify', async ({
  context,
  page,
}) => {
  const wallet = await openWebWallet(context)
  const errors = pageErrors(page)
  await page.goto('/basic.html?multichain=on')
  await page.locator('appkit-button').getByRole('button').click()
  const modal = page.locator('appkit-modal')
  const uri = await walletConnectLink(modal)

  const approval = await proposeInWebWallet(wallet, uri)
  // the wallet's card names the account it gives on each namespace
  for (const line of [`eip155: ${ANVIL_0}`, `solana: ${SOLANA_0}`, `polkadot: ${ALICE}`, `cosmos: ${COSMOS_0}`]) {
    await expect(approval).toContainText(line)
  }
  await approval.getByRole('button', { name: 'Approve' }).click()

  await expect(modal.getByTestId('account-address')).toHaveText('0xf39F…2266', { timeout: 15_000 })
  const rows = modal.getByTestId('account-namespace')
  await expect(rows).toHaveCount(4)
  const listed = await rows.evaluateAll((items) =>
    items.map((item) => [item.getAttribute('data-namespace'), item.getAttribute('data-address')]),
  )
  expect(Object.fromEntries(listed)).toEqual({ eip155: ANVIL_0, solana: SOLANA_0, polkadot: ALICE, cosmos: COSMOS_0 })
  // choosing the Polkadot account shows it in Account
  await modal.getByRole('button', { name: `Show your Polkadot account ${ALICE}` }).click()
  await expect(modal.getByTestId('account-address')).toHaveText('15oF4u…6Sp5')
  await page.keyboard.press('Escape')

  await expect(page.getByTestId('polkadot-address')).toHaveText(ALICE)
  await expect(page.getByTestId('cosmos-address')).toHaveText(COSMOS_0)
  await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_0)

  await page.getByRole('button', { name: 'Sign a message (Polkadot)' }).click()
  const dotCard = wallet.getByRole('listitem', { name: 'polkadot_signMessage' })
  await expect(dotCard).toContainText(MESSAGE)
  await dotCard.getByRole('button', { name: 'Approve' }).click()
  const dotSignature = page.getByTestId('polkadot-signature')
  await expect(dotSignature).toHaveText(/^0x[0-9a-f]{128}$/, { timeout: 15_000 })
  const signed = (await dotSignature.textContent()) as string
  expect(signatureVerify(u8aWrapBytes(stringToU8a(MESSAGE)), signed, ALICE)).toMatchObject({
    isValid: true,
    crypto: 'sr25519',
  })
  expect(signatureVerify(u8aWrapBytes(stringToU8a('another message')), signed, ALICE).isValid).toBe(false)

  await page.getByRole('button', { name: 'Sign a message (Cosmos)' }).click()
  const atomCard = wallet.getByRole('listitem', { name: 'cosmos_signAmino' })
  await expect(atomCard).toContainText(MESSAGE)
  await atomCard.getByRole('button', { name: 'Approve' }).click()
  const atomSignature = page.getByTestId('cosmos-signature')
  await expect(atomSignature).toHaveText(/^[A-Za-z0-9+/]{86}==$/, { timeout: 15_000 })
  const pubkey = (await page.getByTestId('cosmos-pubkey').textContent()) as string
  // the key is the account's, and it signed the ADR-036 document of the message
  expect(pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: pubkey }, 'cosmos')).toBe(COSMOS_0)
  const adr36 = (message: string) =>
    makeSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer: COSMOS_0, data: toBase64(new TextEncoder().encode(message)) } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
  const signature = Secp256k1Signature.fromFixedLength(fromBase64((await atomSignature.textContent()) as string))
  const verify = (message: string) =>
    Secp256k1.verifySignature(signature, new Sha256(serializeSignDoc(adr36(message))).digest(), fromBase64(pubkey))
  expect(await verify(MESSAGE)).toBe(true)
  expect(await verify('another message')).toBe(false)
  expect(errors).toEqual([])
})
