import { randomUUID } from 'node:crypto'
import type { OnrampPurchase } from '@gangway/protocol'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { silentLog } from '../log.ts'
import { startServer } from '../startServer.ts'
import {
  EVM,
  EVM_ACCOUNT,
  PRICES,
  SANDBOX_SECRET,
  signatureHeader,
  TOKEN_LISTS,
  urlSignatureValid,
} from './testOnrampFixtures.ts'

// The whole server from its environment: ONRAMP_PROVIDERS read, the webhook URL on the real port, a signed
// webhook over real HTTP (raw body as sent) completing the purchase.
describe('on-ramp in the running server', () => {
  it('hands the sandbox its webhook URL and completes the purchase from the signed callback', async () => {
    const config = {
      ...loadConfig({
        PORT: '0',
        DATABASE_URL: 'memory',
        INDEXER: 'off',
        RPC_UPSTREAMS: JSON.stringify({ [EVM]: 'http://127.0.0.1:9' }),
        TOKEN_LISTS: JSON.stringify({ [EVM]: TOKEN_LISTS[EVM] }),
        PRICE_TABLE: JSON.stringify(PRICES),
        ONRAMP_PROVIDERS: JSON.stringify([{ name: 'sandbox', url: 'http://127.0.0.1:4003', secret: SANDBOX_SECRET }]),
      }),
      masterKeyFile: undefined,
    }
    const server = await startServer(config, silentLog)
    try {
      const res = await fetch(`${server.url}/v1/generators/onrampurl?projectId=local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          destinationWallets: [{ address: EVM_ACCOUNT }],
          partnerUserId: 'local',
          presetFiatAmount: 50,
          purchaseCurrency: 'gUSD',
          caipNetworkId: EVM,
        }),
      })
      expect(res.status).toBe(200)
      const { url, purchaseId } = (await res.json()) as { url: string; purchaseId: string }
      expect(urlSignatureValid(url, SANDBOX_SECRET)).toBe(true)
      const webhookUrl = new URL(url).searchParams.get('webhookUrl') as string
      expect(webhookUrl).toBe(`${server.url}/v1/onramp/webhook/sandbox`)
      // as the sandbox sends it: compact JSON with its own spacing, signed over the exact bytes
      const body = `{"eventId":"${randomUUID()}", "purchaseId":"${purchaseId}","status":"completed","cryptoAmount":"49","fiatAmount":"50.00","fiatCurrency":"USD","txHash":"0x${'ef'.repeat(32)}","failureReason":null}`
      const hook = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Gangway-Sandbox-Signature': signatureHeader(SANDBOX_SECRET, body, Math.floor(Date.now() / 1000)),
        },
        body,
      })
      expect(hook.status).toBe(200)
      const after = await fetch(`${server.url}/v1/onramp/purchases?projectId=local&ids=${purchaseId}`)
      const [p] = ((await after.json()) as { purchases: OnrampPurchase[] }).purchases
      expect(p).toMatchObject({ status: 'completed', txHash: `0x${'ef'.repeat(32)}` })
    } finally {
      await server.close()
    }
  }, 60_000)
})
