import { devnetChains } from '@gangway/devnet/chains'
import { createPublicClient, createTestClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures.ts'
import { connectButton, connectDevWallet, dialog, hookState, resultOf } from './appkitSite.ts'
import { exampleUrl } from './exampleSite.ts'

const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http() })

/**
 * examples/react-ethers: written the way AppKit's ethers docs write a site (`@reown/appkit/react`,
 * `@reown/appkit-adapter-ethers`, `useAppKitProvider<Provider>('eip155')` wrapped in ethers v6's `BrowserProvider`),
 * moved by the packed `gangway-migrate`, built by its own `tsc -b && vite build` from the tarballs, on devnet A.
 */
test.describe('examples/react-ethers (AppKit-written, moved by gangway-migrate), built from the tarballs', () => {
  test('connect the dev wallet, sign a message with ethers, send 0.01 ETH (mined, the receiver credited)', async ({
    page,
    injectDevWallet,
  }) => {
    test.setTimeout(90_000)
    const url = exampleUrl('react-ethers')
    // a fresh EOA (not the seeded accounts other specs use), funded on devnet A
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    await createTestClient({ chain: chainA, mode: 'anvil', transport: http() }).setBalance({
      address,
      value: parseEther('1'),
    })
    await injectDevWallet({ autoApprove: true, privateKey: key })
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Vite React Ethers Example' })).toBeVisible()
    await expect(connectButton(page)).toHaveText('Connect Wallet')

    await connectDevWallet(page)
    await expect(dialog(page, 'Account')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect
      .poll(() => hookState(page, 'useAppKitAccount()'))
      .toMatchObject({ address, caipAddress: `eip155:${chainA.id}:${address}`, isConnected: true })

    // ethers' signer over useAppKitProvider('eip155').walletProvider: an EIP-191 signature by the account
    await page.getByRole('button', { name: 'Sign Message' }).click()
    const signature = (await resultOf(page, 'signature')) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from the Ethers example', signature })).toBe(true)

    await page.getByRole('button', { name: 'Get Balance' }).click()
    expect(await resultOf(page, 'balance')).toBe('1.0 ETH')

    // a transaction ethers sends through the wallet and waits for: mined on anvil, the receiver credited
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await page.getByLabel('Recipient').fill(receiver)
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    const [hash, status] = (await resultOf(page, 'transaction')).split(' ')
    expect(status).toBe('mined')
    const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: receiver.toLowerCase() })
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
    await expect(page.locator('p.error')).toHaveCount(0)
  })
})
