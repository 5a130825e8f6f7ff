import { deployments } from '@gangway/devnet'
import { devnetChains } from '@gangway/devnet/chains'
import {
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  http,
  numberToHex,
  parseEther,
  parseUnits,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { announcedWallets } from './announcedWallets.ts'
import { expect, test, walletRequest } from './fixtures.ts'

const [account0] = deployments.accounts as [`0x${string}`]
const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http() })

test.describe('dev wallet in the demo', () => {
  test('announces over EIP-6963, connects, signs and sends', async ({ page, injectDevWallet }) => {
    await injectDevWallet({ autoApprove: true })
    await page.goto('/?siwx=off')
    await expect(page.getByRole('heading', { name: 'The wallet dialog your site hosts itself' })).toBeVisible()

    const announced = await announcedWallets(page)
    expect(announced).toHaveLength(1)
    expect(announced[0]).toMatchObject({ name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })
    expect(announced[0]?.icon).toMatch(/^data:image\/svg\+xml;base64,/)

    expect(await walletRequest(page, 'eth_requestAccounts')).toEqual([account0])
    expect(await walletRequest(page, 'eth_chainId')).toBe('0x7a69')

    const message = 'Sign in to the Gangway demo'
    const hexMessage = `0x${Buffer.from(message).toString('hex')}`
    const signature = (await walletRequest(page, 'personal_sign', [hexMessage, account0])) as `0x${string}`
    expect(await verifyMessage({ address: account0, message, signature })).toBe(true)

    const receiver = deployments.accounts[4] as `0x${string}`
    const ethBefore = await client.getBalance({ address: receiver })
    const hash = (await walletRequest(page, 'eth_sendTransaction', [
      { from: account0, to: receiver, value: `0x${parseEther('0.25').toString(16)}` },
    ])) as `0x${string}`
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(ethBefore + parseEther('0.25'))

    const usd = deployments.tokens.usd as { address: `0x${string}`; decimals: number }
    const balanceOf = () =>
      client.readContract({ address: usd.address, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })
    const usdBefore = await balanceOf()
    const transferHash = (await walletRequest(page, 'eth_sendTransaction', [
      {
        from: account0,
        to: usd.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, parseUnits('12.5', usd.decimals)],
        }),
      },
    ])) as `0x${string}`
    expect((await client.waitForTransactionReceipt({ hash: transferHash })).status).toBe('success')
    expect(await balanceOf()).toBe(usdBefore + parseUnits('12.5', usd.decimals))
  })

  test('asks in its own prompt: reject gives 4001, approve connects', async ({ page, injectDevWallet }) => {
    await injectDevWallet({ autoApprove: false })
    await page.goto('/?siwx=off')
    const rejected = page.evaluate(() =>
      (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum
        .request({ method: 'eth_requestAccounts' })
        .then(
          () => 'connected',
          (e: { code: number }) => e.code,
        ),
    )
    const prompt = page.getByRole('dialog', { name: 'Gangway Dev Wallet: Connect' })
    await expect(prompt).toBeVisible()
    await expect(prompt).toContainText(account0)
    await prompt.getByRole('button', { name: 'Reject' }).click()
    expect(await rejected).toBe(4001)
    await expect(prompt).toBeHidden()

    const approved = walletRequest(page, 'eth_requestAccounts')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    expect(await approved).toEqual([account0])
  })

  test('without a wallet the page still offers the dialog, disconnected', async ({ page }) => {
    await page.goto('/?devwallet=off&siwx=off')
    await expect(page.locator('appkit-button').getByRole('button')).toHaveText('Connect Wallet')
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  })

  test('sends an EIP-5792 batch as one transaction: EIP-7702 delegation to Simple7702Account', async ({
    page,
    injectDevWallet,
  }) => {
    // a fresh EOA (not the seeded accounts other specs use), funded on devnet A
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    await createTestClient({ chain: chainA, mode: 'anvil', transport: http() }).setBalance({
      address,
      value: parseEther('1'),
    })
    await injectDevWallet({ autoApprove: true, privateKey: key })
    await page.goto('/?siwx=off')
    expect(await walletRequest(page, 'eth_requestAccounts')).toEqual([address])
    const capabilities = (await walletRequest(page, 'wallet_getCapabilities', [address])) as Record<string, unknown>
    expect(capabilities['0x7a69']).toEqual({ atomic: { status: 'ready' } })

    const receivers = [generatePrivateKey(), generatePrivateKey()].map((k) => privateKeyToAccount(k).address)
    const { id } = (await walletRequest(page, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: true,
        calls: receivers.map((to, i) => ({ to, value: numberToHex(parseEther('0.01') * BigInt(i + 1)) })),
      },
    ])) as { id: string }
    await expect
      .poll(async () => ((await walletRequest(page, 'wallet_getCallsStatus', [id])) as { status: number }).status)
      .toBe(200)
    const status = (await walletRequest(page, 'wallet_getCallsStatus', [id])) as {
      atomic: boolean
      receipts: { transactionHash: `0x${string}` }[]
    }
    expect(status.atomic).toBe(true)
    expect(status.receipts).toHaveLength(1)
    const tx = await client.getTransaction({ hash: status.receipts[0]?.transactionHash as `0x${string}` })
    expect(tx.type).toBe('eip7702')
    expect(await client.getBalance({ address: receivers[0] as `0x${string}` })).toBe(parseEther('0.01'))
    expect(await client.getBalance({ address: receivers[1] as `0x${string}` })).toBe(parseEther('0.02'))
    expect((await client.getCode({ address }))?.toLowerCase()).toBe(
      `0xef0100${deployments.smartAccounts.simple7702Account08.slice(2).toLowerCase()}`,
    )
    expect(
      ((await walletRequest(page, 'wallet_getCapabilities', [address])) as Record<string, unknown>)['0x7a69'],
    ).toEqual({ atomic: { status: 'supported' } })
  })
})
