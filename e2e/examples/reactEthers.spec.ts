import { deployments } from '@gangway/devnet'
import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
  verifyMessage,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { isErc6492Signature } from 'viem/utils'
import { loginWithEmailInDialog } from '../devInbox.ts'
import { expect, test } from '../fixtures.ts'
import { connectButton, connectDevWallet, dialog, hookState, resultOf } from './appkitSite.ts'
import { exampleUrl } from './exampleSite.ts'

const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http(), pollingInterval: 50 })
const anvil = createTestClient({ chain: chainA, mode: 'anvil', transport: http() })
const { entryPoint07 } = deployments.smartAccounts
/** The secure frame's Approve button (the e-mail wallet asks there for every signature and transaction). */
const approveInFrame = (page: Page) =>
  page.frameLocator('iframe[data-gangway-frame]').getByRole('button', { name: 'Approve' }).click()

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
      await anvil.setBalance({
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
    test('log in with e-mail (a smart account): ethers signs (ERC-6492, then ERC-1271 once deployed, verified on anvil), sends 0.01 ETH through the bundler, then signs as the EOA', async ({
      page,
    }) => {
      test.setTimeout(150_000)
      const url = exampleUrl(site.name)
      const email = `${site.name}-${Date.now()}@example.test`
      // no injected wallet: the visitor has only an e-mail address
      await page.goto(url)
      await expect(page.getByRole('heading', { name: site.heading })).toBeVisible()
      await connectButton(page).click()
      await loginWithEmailInDialog(page, email)

      // the e-mail wallet's account on devnet A is its smart account (the default for eip155), not yet deployed
      const account = dialog(page, 'Account')
      await expect(account).toBeVisible({ timeout: 20_000 })
      await expect(account.getByTestId('account-email')).toHaveText(email)
      await expect(account.getByTestId('account-toggle-preferred-account-type')).toHaveText('Switch to your EOA', {
        timeout: 15_000,
      })
      await page.keyboard.press('Escape')
      await expect(account).toBeHidden()
      await expect
        .poll(() => hookState(page, 'useAppKitAccount()'))
        .toMatchObject({
          isConnected: true,
          embeddedWalletInfo: expect.objectContaining({ accountType: 'smartAccount' }),
        })
      const smart = (await hookState(page, 'useAppKitAccount()')).address as Address
      expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(await client.getCode({ address: smart })).toBeUndefined()
      await anvil.setBalance({ address: smart, value: parseEther('1') })

      // ethers' signer over useAppKitProvider('eip155').walletProvider, approved in the frame: the counterfactual
      // account signs with ERC-6492, which viem verifies against anvil (deployless call)
      await page.getByRole('button', { name: 'Sign Message' }).click()
      await approveInFrame(page)
      const signature = (await resultOf(page, 'signature')) as Hex
      expect(isErc6492Signature(signature)).toBe(true)
      expect(await client.verifyMessage({ address: smart, message: site.message, signature })).toBe(true)

      await page.getByRole('button', { name: 'Get Balance' }).click()
      expect(await resultOf(page, 'balance')).toBe('1.0 ETH')

      // ethers' sendTransaction + wait(): one user operation through the bundler deploys the account and pays
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      await page.getByLabel('Recipient').fill(receiver)
      await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
      await approveInFrame(page)
      const transaction = page.locator('p.transaction code')
      await expect(transaction).toHaveText(/^0x[0-9a-f]{64} mined$/, { timeout: 60_000 })
      const [hash] = ((await transaction.textContent()) as string).split(' ')
      const receipt = await client.getTransactionReceipt({ hash: hash as Hex })
      expect(receipt.status).toBe('success')
      const events = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs, eventName: 'UserOperationEvent' })
      expect(events).toHaveLength(1)
      expect(events[0]?.args).toMatchObject({ sender: smart, success: true })
      expect(events[0]?.address.toLowerCase()).toBe(entryPoint07.toLowerCase())
      expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
      expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)

      // deployed now: the next signature is a plain ERC-1271 one, verified by the account's isValidSignature
      await page.getByRole('button', { name: 'Sign Message' }).click()
      await approveInFrame(page)
      const signatureCode = page.locator('p.signature code')
      await expect(signatureCode).not.toHaveText(signature, { timeout: 20_000 })
      const deployedSignature = (await signatureCode.textContent()) as Hex
      expect(isErc6492Signature(deployedSignature)).toBe(false)
      expect(await client.verifyMessage({ address: smart, message: site.message, signature: deployedSignature })).toBe(
        true,
      )

      // the dialog's switch to the EOA: the adapter follows the account change, ethers' next signer is the owner
      // key, whose signature is a plain EIP-191 one
      await connectButton(page).click()
      await account.getByTestId('account-toggle-preferred-account-type').click()
      await expect(account.getByTestId('account-toggle-preferred-account-type')).toHaveText(
        'Switch to your Smart Account',
        { timeout: 15_000 },
      )
      await page.keyboard.press('Escape')
      await expect(account).toBeHidden()
      await expect.poll(async () => (await hookState(page, 'useAppKitAccount()')).address).not.toBe(smart)
      const eoa = (await hookState(page, 'useAppKitAccount()')).address as Address
      await page.getByRole('button', { name: 'Sign Message' }).click()
      await approveInFrame(page)
      await expect(signatureCode).not.toHaveText(deployedSignature, { timeout: 20_000 })
      const eoaSignature = (await signatureCode.textContent()) as Hex
      expect(await verifyMessage({ address: eoa, message: site.message, signature: eoaSignature })).toBe(true)
      await expect(page.locator('p.error')).toHaveCount(0)
    })
  })
}
