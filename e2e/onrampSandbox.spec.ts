import { deployments } from '@gangway/devnet'
import { DEV_ONRAMP_SECRET, DEV_ONRAMP_URL } from '@gangway/onramp-sandbox/devOnrampProviders'
import { signWidgetUrl, startWebhookReceiver, widgetParams } from '@gangway/onramp-sandbox/testing'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'

/**
 * The local on-ramp provider's page (apps/onramp-sandbox on :4003, paying from the devnet's treasury) in
 * Chromium: its CSP lets its own style through and nothing else, the fields are found by their labels, the
 * bank fields replace the card fields without a script, and paying with the test card sends the gUSD on
 * devnet A and calls the webhook (a receiver started here, checking the signature itself).
 */
const GUSD = deployments.tokens.usd?.address as Address
const chainA = createPublicClient({ transport: http(deployments.chains[0]?.rpcUrl) })
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>
test.beforeAll(async () => {
  webhook = await startWebhookReceiver(DEV_ONRAMP_SECRET)
})
test.afterAll(() => webhook?.stop())

const purchaseTo = (to: Address) => {
  const params = widgetParams({ account: `eip155:31337:${to}`, asset: GUSD, webhookUrl: webhook.url })
  return { url: signWidgetUrl(DEV_ONRAMP_URL, params, DEV_ONRAMP_SECRET), purchaseId: params.purchaseId as string }
}

test('pays with the test card: gUSD arrives on devnet A, the webhook is signed and completed', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  const to = privateKeyToAccount(generatePrivateKey()).address
  const { url, purchaseId } = purchaseTo(to)
  await page.goto(url)
  await expect(page.getByRole('heading', { name: 'Buy 49.25 gUSD for 50.00 USD' })).toBeVisible()
  await expect(page.getByTestId('onramp-network')).toHaveText('Gangway Devnet A')
  // the page's own style applies (its CSP nonce), nothing was refused
  const pay = page.getByRole('button', { name: 'Pay 50.00 USD' })
  await expect(pay).toHaveCSS('background-color', 'rgb(31, 94, 255)')
  // the method switches the fields with CSS only
  await expect(page.getByLabel('IBAN')).toBeHidden()
  await page.getByLabel('Bank account').check()
  await expect(page.getByLabel('IBAN')).toBeVisible()
  await expect(page.getByLabel('Card number')).toBeHidden()
  await page.getByLabel('Card', { exact: true }).check()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Cardholder name').fill('Alice Dev')
  await pay.click()
  await expect(page.getByRole('heading', { name: 'Payment complete — you can close this window' })).toBeVisible()
  const txHash = await page.getByTestId('onramp-tx-hash').textContent()
  expect(txHash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(await chainA.readContract({ address: GUSD, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(
    parseUnits('49.25', 6),
  )
  expect(webhook.of(purchaseId).map((c) => [c.signatureValid, c.body.status, c.body.txHash])).toEqual([
    [true, 'completed', txHash],
  ])
  expect(violations).toEqual([])
})

test('the declined test card: "Your card was declined", a failed webhook, nothing sent', async ({ page }) => {
  const to = privateKeyToAccount(generatePrivateKey()).address
  const { url, purchaseId } = purchaseTo(to)
  await page.goto(url)
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Cardholder name').fill('Alice Dev')
  await page.getByRole('button', { name: 'Pay 50.00 USD' }).click()
  await expect(page.getByRole('alert')).toHaveText('Your card was declined')
  expect(webhook.of(purchaseId).map((c) => [c.signatureValid, c.body.status, c.body.txHash])).toEqual([
    [true, 'failed', null],
  ])
  expect(await chainA.readContract({ address: GUSD, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(0n)
})

test('a link that is not signed by the server is refused', async ({ page }) => {
  const { url } = purchaseTo(privateKeyToAccount(generatePrivateKey()).address)
  const response = await page.goto(url.replace('cryptoAmount=49.25', 'cryptoAmount=4925'))
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { name: 'This payment link is not valid' })).toBeVisible()
})
