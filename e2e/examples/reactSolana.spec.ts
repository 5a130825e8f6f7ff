import { deployments } from '@gangway/devnet'
import {
  address,
  generateKeyPairSigner,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { expect, test } from '../fixtures.ts'
import { connectButton, connectDevWallet, dialog, hookState, resultOf } from './appkitSite.ts'
import { exampleUrl } from './exampleSite.ts'

/** Solana dev account 4 (m/44'/501'/4'/0', funded; used by no other spec). */
const ADDRESS = deployments.solana.accounts[4] as string
const LOCAL = deployments.solana.caipNetworkId
const RPC = deployments.solana.rpcUrl

async function lamportsOf(address: string): Promise<number> {
  const res = await fetch(RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  return ((await res.json()) as { result: { value: number } }).result.value
}

/**
 * examples/react-solana: written the way AppKit's Solana docs write a site (`@reown/appkit/react`,
 * `@reown/appkit-adapter-solana/react`, `useAppKitConnection`, web3.js), moved by the packed `gangway-migrate`,
 * built by its own `tsc -b && vite build` from the tarballs, against the local Solana chain.
 */
test.describe('examples/react-solana (AppKit-written, moved by gangway-migrate), built from the tarballs', () => {
  test('connect the dev wallet, sign a message, read the balance through useAppKitConnection, send 0.01 SOL', async ({
    page,
    injectDevWallet,
  }) => {
    test.setTimeout(90_000)
    const url = exampleUrl('react-solana')
    await injectDevWallet({ autoApprove: true, solanaAccountIndex: 4 })
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Vite React Solana Example' })).toBeVisible()
    await expect(connectButton(page)).toHaveText('Connect Wallet')

    await connectDevWallet(page)
    await expect(dialog(page, 'Account')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect
      .poll(() => hookState(page, 'useAppKitAccount()'))
      .toMatchObject({ address: ADDRESS, caipAddress: `${LOCAL}:${ADDRESS}`, isConnected: true })
    expect((await hookState(page, 'useAppKitAccount()')).allAccounts).toEqual([
      { namespace: 'solana', address: ADDRESS, type: 'eoa' },
    ])

    // walletProvider.signMessage (useAppKitProvider<Provider>('solana')): an ed25519 signature by the account
    await page.getByRole('button', { name: 'Sign Message' }).click()
    const hex = await resultOf(page, 'signature')
    expect(hex).toMatch(/^[0-9a-f]{128}$/)
    const signature = Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16)) as SignatureBytes
    const key = await getPublicKeyFromAddress(address(ADDRESS))
    expect(await verifySignature(key, signature, new TextEncoder().encode('Hello from the Solana example'))).toBe(true)

    // useAppKitConnection: a web3.js Connection on the Gangway server's /v1 proxy
    await page.getByRole('button', { name: 'Get Balance' }).click()
    expect(await resultOf(page, 'balance')).toBe(`${(await lamportsOf(ADDRESS)) / 1e9} SOL`)

    // a web3.js Transaction the wallet signs, sent through that Connection
    const receiver = (await generateKeyPairSigner()).address
    await page.getByLabel('Recipient').fill(receiver)
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    expect(await resultOf(page, 'transaction')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await expect.poll(() => lamportsOf(receiver), { timeout: 20_000 }).toBe(10_000_000)
    await expect(page.locator('p.error')).toHaveCount(0)
  })
})
