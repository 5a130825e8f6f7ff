import { devnetChains } from '@gangway/devnet/chains'
import { createPublicClient, createTestClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures.ts'
import { connectButton, connectDevWallet, dialog, hookState, resultOf } from './appkitSite.ts'
import { exampleUrl } from './exampleSite.ts'

const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http() })

/**
 * examples/react-ethers and examples/react-ethers5: written the way AppKit's ethers docs write a site
 * (`@reown/appkit/react`, `@reown/appkit-adapter-ethers` / `-ethers5`, `useAppKitProvider<Provider>('eip155')` wrapped
 * in ethers v6's `BrowserProvider` / v5's `providers.Web3Provider`), moved by the packed `gangway-migrate`, built by
 * their own `tsc -b && vite build` from the tarballs (the v5 site in an install of its own: one ethers major per
 * install), on devnet A.
 */
const SITES = [
  {
    name: 'react-ethers',
    heading: 'Vite React Ethers Example',
    message: 'Hello from the Ethers example',
    ethers: 'v6',
  },
  {
    name: 'react-ethers5',
    heading: 'Vite React Ethers v5 Example',
    message: 'Hello from the Ethers v5 example',
    ethers: 'v5',
  },
] as const

for (const site of SITES) {
  test.describe(`examples/${site.name} (AppKit-written, ethers ${site.ethers}, moved by gangway-migrate), built from the tarballs`, () => {
    test('connect the dev wallet, sign a message with ethers, send 0.01 ETH (mined, the receiver credited)', async ({
      page,
      injectDevWallet,
    }) => {
      test.setTimeout(90_000)
      const url = exampleUrl(site.name)
      // a fresh EOA (not the seeded accounts other specs use), funded on devnet A
      const key = generatePrivateKey()
      const address = privateKeyToAccount(key).address
      await createTestClient({ chain: chainA, mode: 'anvil', transport: http() }).setBalance({
        address,
        value: parseEther('1'),
      })
      await injectDevWallet({ autoApprove: true, privateKey: key })
      await page.goto(url)
      await expect(page.getByRole('heading', { name: site.heading })).toBeVisible()
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
      expect(await verifyMessage({ address, message: site.message, signature })).toBe(true)

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
}
