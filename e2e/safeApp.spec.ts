import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import Safe from '@safe-global/protocol-kit'
import { createPublicClient, createTestClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'
import { devnetContractNetworks, SafeAppHost } from './safeAppHost.ts'

const chainA = devnetChains[0] as (typeof devnetChains)[number]
const RPC_URL = chainA.rpcUrls.default.http[0] as string
const client = createPublicClient({ chain: chainA, transport: http(), pollingInterval: 50 })
const anvil = createTestClient({ chain: chainA, mode: 'anvil', transport: http() })
const contractNetworks = devnetContractNetworks([chainA.id])
/** The demo as a Safe App: no dev wallet (the Safe is the account), no sign-in step. */
const SITE_URL = 'http://localhost:5173/?devwallet=off&siwx=off'

/** A fresh 2-of-2 Safe on devnet A (fresh owner keys: no nonce shared with other specs), holding 1 ETH. */
async function twoOfTwoSafe() {
  const keys = [generatePrivateKey(), generatePrivateKey()]
  const owners = keys.map((k) => privateKeyToAccount(k).address)
  for (const address of owners) await anvil.setBalance({ address, value: parseEther('10') })
  const predicting = await Safe.init({
    provider: RPC_URL,
    signer: keys[0],
    predictedSafe: {
      safeAccountConfig: { owners, threshold: 2 },
      safeDeploymentConfig: { saltNonce: String(Date.now()) },
    },
    contractNetworks,
  })
  const deployment = await predicting.createSafeDeploymentTransaction()
  const wallet = createWalletClient({ account: privateKeyToAccount(keys[0] as Hex), chain: chainA, transport: http() })
  const hash = await wallet.sendTransaction({
    to: deployment.to as Hex,
    value: BigInt(deployment.value),
    data: deployment.data as Hex,
  })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  const address = (await predicting.getAddress()) as Hex
  await anvil.setBalance({ address, value: parseEther('1') })
  // protocol-kit 8: `connect` keeps the provider but the signer must be given again
  const kitOf = (key: string) =>
    predicting.connect({ safeAddress: address, provider: RPC_URL, signer: key, contractNetworks })
  return { address, owners, keys, kits: await Promise.all(keys.map((k) => kitOf(k as string))) }
}

test('as a Safe App the demo connects as the Safe without a dialog; its transfer is a proposal the owners sign and execute', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const safe = await twoOfTwoSafe()
  const kit1 = safe.kits[0] as Safe
  expect(await kit1.getOwners()).toEqual(safe.owners)
  expect(await kit1.getThreshold()).toBe(2)
  const host = new SafeAppHost({
    kit: kit1,
    address: safe.address,
    chainId: chainA.id,
    owners: safe.owners,
    threshold: 2,
    rpcUrl: RPC_URL,
  })
  const hostUrl = await host.install(page, SITE_URL)
  try {
    await runAsSafeApp(page, host, hostUrl, safe)
  } finally {
    await host.close()
  }
})

async function runAsSafeApp(
  page: Page,
  host: SafeAppHost,
  hostUrl: string,
  safe: Awaited<ReturnType<typeof twoOfTwoSafe>>,
) {
  const [kit1, kit2] = safe.kits as [Safe, Safe]
  await page.goto(hostUrl)
  const app = page.frameLocator('#app')

  // connected as the Safe by itself: the kit's hooks and wagmi's show its address, no dialog was opened
  await expect(app.getByTestId('demo-status')).toHaveText('connected', { timeout: 15_000 })
  await expect(app.getByTestId('demo-address')).toHaveText(safe.address)
  await expect(app.getByTestId('wagmi-address')).toHaveText(safe.address)
  await expect(app.getByTestId('demo-chain-id')).toHaveText(String(chainA.id))
  await expect(app.locator('appkit-modal').getByRole('dialog')).toHaveCount(0)
  expect(host.requests).toContain('getSafeInfo')

  // the dialog's Send: the transfer goes to the Safe as a proposal; the site gets its safeTxHash
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const dialog = (name: string) => app.locator('appkit-modal').getByRole('dialog', { name, exact: true })
  await app.getByRole('button', { name: 'Send tokens' }).click()
  const send = dialog('Send')
  await send.getByRole('button', { name: 'Select token' }).click()
  await dialog('Select Token').getByRole('button', { name: /Ether/ }).click()
  await send.getByLabel('Amount').fill('0.25')
  await send.getByLabel('Receiver address').fill(receiver)
  await send.getByTestId('send-submit').click()
  await dialog('Review Send').getByRole('button', { name: 'Send', exact: true }).click()
  const proposal = await host.nextProposal()
  await expect(app.locator('appkit-modal').getByRole('status').getByText('Transaction sent')).toBeVisible()
  expect(proposal.transaction.data).toMatchObject({ to: receiver, value: parseEther('0.25').toString(), data: '0x' })
  // nothing moved yet: a proposal waits for the owners
  expect(await client.getBalance({ address: receiver })).toBe(0n)

  // both owners sign (protocol-kit), one executes; the host then reports the chain's hash
  const signedOnce = await kit1.signTransaction(proposal.transaction)
  const signedTwice = await kit2.signTransaction(signedOnce)
  expect(await kit1.getTransactionHash(signedTwice)).toBe(proposal.safeTxHash)
  const executed = await kit1.executeTransaction(signedTwice)
  const receipt = await client.waitForTransactionReceipt({ hash: executed.hash as Hex })
  expect(receipt.status).toBe('success')
  host.executed(proposal.safeTxHash, executed.hash as Hex)
  expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
  expect(await client.getBalance({ address: safe.address })).toBe(parseEther('0.75'))
}
