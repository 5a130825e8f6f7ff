import { devnetChains } from '@gangway/devnet/chains'
import { createPublicClient, createTestClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures.ts'
import { connectButton, connectDevWallet, dialog, resultOf } from './appkitSite.ts'
import { exampleUrl } from './exampleSite.ts'

const chainA = devnetChains[0]
const anvil = createTestClient({ chain: chainA, mode: 'anvil', transport: http() })
const chain = createPublicClient({ chain: chainA, transport: http() })

/**
 * examples/react-siwx: written the way AppKit's SIWX docs write a site (`siwx: new ReownAuthentication()`,
 * `useAppKitSIWX<ReownAuthentication>()` and its `getSessionAccount`, wagmi's hooks), moved by the packed
 * `gangway-migrate`, built from the tarballs: the sessions are kept by the local Gangway server.
 */
test.describe('examples/react-siwx (AppKit-written, moved by gangway-migrate), built from the tarballs', () => {
  test('connect, sign in (session on the server), sign a message, send 0.01 ETH, reload, sign out', async ({
    page,
    injectDevWallet,
  }) => {
    test.setTimeout(90_000)
    const url = exampleUrl('react-siwx')
    // a fresh funded account: its session and sends are this test's alone
    const key = generatePrivateKey()
    const { address } = privateKeyToAccount(key)
    await anvil.setBalance({ address, value: parseEther('1') })
    await injectDevWallet({ autoApprove: true, privateKey: key })
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Vite React SIWX Example' })).toBeVisible()
    await expect(page.getByTestId('siwx-status')).toHaveText('not signed in')

    await connectDevWallet(page)
    const prompt = dialog(page, 'Sign In')
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(prompt).toBeHidden()
    // ReownAuthentication (Gangway's server-backed config): the session account from the server
    await expect(page.getByTestId('siwx-status')).toHaveText('signed in')
    await expect(page.getByTestId('siwx-address')).toHaveText(address)
    await expect(page.getByTestId('siwx-network')).toHaveText('eip155:31337')
    await page.keyboard.press('Escape')

    // wagmi's useSignMessage on the dialog's connection
    await page.getByRole('button', { name: 'Sign Message' }).click()
    const signature = (await resultOf(page, 'signature')) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from the SIWX example', signature })).toBe(true)

    // wagmi's useSendTransaction, confirmed on chain A
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await page.getByLabel('Recipient').fill(receiver)
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await expect(page.locator('p.transaction')).toContainText('(confirmed)', { timeout: 20_000 })
    expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.01'))

    // a reload keeps the connection and the session (no new prompt)
    await page.reload()
    await expect(connectButton(page)).not.toHaveText('Connect Wallet')
    await expect(page.getByTestId('siwx-address')).toHaveText(address)
    await expect(dialog(page, 'Sign In')).toHaveCount(0)

    // signing out everywhere (setSessions([])) ends the server session
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('siwx-status')).toHaveText('not signed in')
    await expect(page.locator('p.error')).toHaveCount(0)
  })
})
