import { MAINNET_STAND_IN } from '@gangway/devnet/constants'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** Anvil account 6 (10 000 ETH on the fresh mainnet stand-in). */
const KEY = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'
const SERVER = 'http://localhost:4000'

const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})

/**
 * Issue 37 item 1, SPEC §7 ("nothing phones home"): a site whose first network is viem's Ethereum mainnet (its
 * own RPC URLs are public providers) reads it through the operator's server — `/v1?chainId=eip155:1&projectId=…` —
 * which proxies to its configured upstream (here the mainnet stand-in anvil on :8548, so nothing leaves the
 * machine). The route guard fails the test on any request to a non-local host.
 */
test('a site on Ethereum mainnet: the dialog’s RPC reads arrive at the server’s /v1, nothing else is contacted', async ({
  page,
  injectDevWallet,
  blockedRequests,
}) => {
  // the wallet's own node is the wallet's business: the dev wallet reads chain 1 from the stand-in itself
  await injectDevWallet({
    autoApprove: true,
    privateKey: KEY,
    chainId: MAINNET_STAND_IN.id,
    chains: [
      {
        id: MAINNET_STAND_IN.id,
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [`http://127.0.0.1:${MAINNET_STAND_IN.port}`] } },
      },
    ],
  })
  const reads: { url: string; method: string; status: number }[] = []
  page.on('requestfinished', async (request) => {
    if (!request.url().startsWith(`${SERVER}/v1?`) || request.method() !== 'POST') return
    const body = JSON.parse(request.postData() ?? '{}') as { method?: string } | { method?: string }[]
    const status = (await request.response())?.status() ?? 0
    for (const call of Array.isArray(body) ? body : [body])
      reads.push({ url: request.url(), method: String(call.method), status })
  })

  await page.goto('/options.html?networks=mainnet,gangwayDevnetA')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  const account = dialog(page, 'Account')
  await expect(account.getByRole('button', { name: /Network: Ethereum/ })).toBeVisible()
  // the balance is the stand-in's (10 000 ETH) — read by the adapter through the server's proxy
  await expect(account.getByTestId('account-balance')).toHaveText('10,000 ETH')

  // the listener records a read once its answer has arrived: wait for it rather than race it
  const mainnet = () => reads.filter((r) => r.url === `${SERVER}/v1?chainId=eip155:1&projectId=local`)
  await expect.poll(() => mainnet().length, { timeout: 10_000 }).toBeGreaterThan(0)
  const mainnetReads = mainnet()
  expect(mainnetReads.every((r) => r.status === 200)).toBe(true)
  expect(mainnetReads.map((r) => r.method)).toContain('eth_call') // viem's getBalance through Multicall3
  expect(blockedRequests).toEqual([])
})
