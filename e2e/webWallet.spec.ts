import { deployments } from '@gangway/devnet'
import type { Page } from '@playwright/test'
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import { createPublicClient, type Hex, http, recoverMessageAddress, recoverTypedDataAddress, stringToHex } from 'viem'
import { expect, test } from './fixtures.ts'

// WalletConnect's own switch for test runs: the Node dapp calls no verify or telemetry host.
process.env.IS_VITEST = 'true'

const ANVIL_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function memoryStorage() {
  const data = new Map<string, unknown>()
  return {
    getKeys: async () => [...data.keys()],
    getEntries: async <T = unknown>() => [...data.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => data.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => void data.set(key, structuredClone(value)),
    removeItem: async (key: string) => void data.delete(key),
  }
}

/** An official SignClient dapp in Node, on our relay. */
function startDapp(name: string) {
  return SignClient.init({
    projectId: 'local',
    relayUrl: 'ws://localhost:4000/relay',
    metadata: { name, description: 'e2e', url: 'http://localhost:5173', icons: [] },
    storage: memoryStorage(),
    logger: 'silent',
    telemetryEnabled: false,
  })
}

async function openWebWallet(page: Page) {
  await page.goto('http://localhost:5174/')
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 15_000 })
}

test('the web wallet page pairs with an official dapp client through our relay and signs what the user approves', async ({
  page,
}) => {
  const dapp = await startDapp('E2E dapp')
  try {
    await openWebWallet(page)
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337'],
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    await page.getByLabel('WalletConnect URI').fill(uri as string)
    await page.getByRole('button', { name: 'Connect' }).click()
    const proposal = page.getByRole('listitem', { name: 'Connect to E2E dapp?' })
    await expect(proposal).toBeVisible()
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${ANVIL_0}`)
    await expect(page.getByRole('status')).toHaveText('Connected to E2E dapp')

    const signed = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex('hello from the dapp'), ANVIL_0] },
    })
    const request = page.getByRole('listitem', { name: 'personal_sign' })
    await request.getByRole('button', { name: 'Approve' }).click()
    expect(await recoverMessageAddress({ message: 'hello from the dapp', signature: await signed })).toBe(ANVIL_0)

    const typed = {
      domain: { name: 'Gangway', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'typed hello' },
    }
    const domainTypes = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ]
    const typedSigned = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'eth_signTypedData_v4',
        params: [ANVIL_0, JSON.stringify({ ...typed, types: { ...typed.types, EIP712Domain: domainTypes } })],
      },
    })
    await page.getByRole('listitem', { name: 'eth_signTypedData_v4' }).getByRole('button', { name: 'Approve' }).click()
    expect(await recoverTypedDataAddress({ ...typed, signature: await typedSigned })).toBe(ANVIL_0)

    const rejected = dapp
      .request<Hex>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [stringToHex('no thanks'), ANVIL_0] },
      })
      .catch((error: unknown) => error)
    await page.getByRole('listitem', { name: 'personal_sign' }).getByRole('button', { name: 'Reject' }).click()
    expect(await rejected).toMatchObject({ code: 4001, message: 'User rejected the request.' })

    const sent = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: ANVIL_0, to: '0x000000000000000000000000000000000000dEaD', value: '0x2386f26fc10000' }],
      },
    })
    await page.getByRole('listitem', { name: 'eth_sendTransaction' }).getByRole('button', { name: 'Approve' }).click()
    const chainA = createPublicClient({ transport: http('http://127.0.0.1:8545') })
    const receipt = await chainA.waitForTransactionReceipt({ hash: await sent })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ANVIL_0.toLowerCase())

    const chainChanged = new Promise((resolve) => dapp.on('session_event', (e) => resolve(e.params.event)))
    const switched = dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    })
    await page
      .getByRole('listitem', { name: 'wallet_switchEthereumChain' })
      .getByRole('button', { name: 'Approve' })
      .click()
    expect(await switched).toBeNull()
    expect(await chainChanged).toEqual({ name: 'chainChanged', data: 31338 })

    await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
  } finally {
    await dapp.core.relayer.transportClose().catch(() => undefined)
  }
})

test('rejecting the connection in the web wallet rejects the dapp proposal', async ({ page }) => {
  const dapp = await startDapp('Declined dapp')
  try {
    await openWebWallet(page)
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    })
    const outcome = approval().catch((error: unknown) => error)
    await page.goto(`http://localhost:5174/?uri=${encodeURIComponent(uri as string)}`)
    await page
      .getByRole('listitem', { name: 'Connect to Declined dapp?' })
      .getByRole('button', { name: 'Reject' })
      .click()
    expect(await outcome).toMatchObject({ code: 5000 })
    await expect(page.getByRole('status')).toHaveText('Rejected Declined dapp')
  } finally {
    await dapp.core.relayer.transportClose().catch(() => undefined)
  }
})

test('the web wallet page offers its Solana account and signs a Solana message the user approves', async ({ page }) => {
  const dapp = await startDapp('Solana dapp')
  try {
    await openWebWallet(page)
    const solanaChain = deployments.solana.caipNetworkId
    const solanaAddress = deployments.solana.accounts[0] as string
    await expect(page.locator('#solana-account')).toHaveText(solanaAddress)
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { solana: { chains: [solanaChain], methods: ['solana_signMessage'], events: [] } },
    })
    await page.getByLabel('WalletConnect URI').fill(uri as string)
    await page.getByRole('button', { name: 'Connect' }).click()
    await page
      .getByRole('listitem', { name: 'Connect to Solana dapp?' })
      .getByRole('button', { name: 'Approve' })
      .click()
    const session = await approval()
    expect(session.namespaces.solana?.accounts).toEqual([`${solanaChain}:${solanaAddress}`])

    const message = 'hello Solana over WalletConnect'
    const signed = dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: solanaChain,
      request: {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(new TextEncoder().encode(message)), pubkey: solanaAddress },
      },
    })
    const request = page.getByRole('listitem', { name: 'solana_signMessage' })
    await expect(request).toContainText(message)
    await request.getByRole('button', { name: 'Approve' }).click()
    const { signature } = await signed
    const publicKey = await getPublicKeyFromAddress(address(solanaAddress))
    const signatureBytes = getBase58Encoder().encode(signature) as SignatureBytes
    expect(await verifySignature(publicKey, signatureBytes, new TextEncoder().encode(message))).toBe(true)
    await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
  } finally {
    await dapp.core.relayer.transportClose().catch(() => undefined)
  }
})
