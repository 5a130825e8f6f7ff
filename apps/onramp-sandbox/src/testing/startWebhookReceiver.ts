import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedWebhook = {
  body: Record<string, unknown>
  rawBody: string
  /** The signature header checked here, independently of the sandbox's code (contract §3). */
  signatureValid: boolean
  /** `t` of the signature header (unix seconds). */
  t: number
}

/**
 * Tests only: a real HTTP endpoint standing in for the server's `/v1/onramp/webhook/sandbox`. It checks
 * `Gangway-Sandbox-Signature` with node:crypto (`t=…,s=hex(HMAC-SHA256(secret, "t.body"))`) and records
 * every call; `failNext(n)` answers the next n calls with 503 (to see the sandbox retry).
 */
export async function startWebhookReceiver(secret: string) {
  const received: ReceivedWebhook[] = []
  const waiters: (() => void)[] = []
  let failures = 0
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8')
      const header = String(req.headers['gangway-sandbox-signature'] ?? '')
      const match = /^t=(\d+),s=([0-9a-f]{64})$/.exec(header)
      const t = Number(match?.[1])
      let signatureValid = false
      if (match && req.headers['content-type'] === 'application/json') {
        const expected = createHmac('sha256', secret).update(`${match[1]}.${rawBody}`).digest()
        signatureValid = timingSafeEqual(expected, Buffer.from(match[2] as string, 'hex'))
      }
      if (failures > 0) {
        failures--
        res.writeHead(503).end()
        return
      }
      received.push({ body: JSON.parse(rawBody) as Record<string, unknown>, rawBody, signatureValid, t })
      for (const wake of waiters.splice(0)) wake()
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/onramp/webhook/sandbox`
  return {
    url,
    received,
    failNext(n: number) {
      failures = n
    },
    /** The calls whose body names this purchase. */
    of: (purchaseId: string) => received.filter((r) => r.body.purchaseId === purchaseId),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Tests only: the hidden `signedQuery` of a payment page, as a browser would post it back. */
export function signedQueryOf(html: string): string {
  const value = /name="signedQuery" value="([^"]*)"/.exec(html)?.[1]
  if (value === undefined) throw new Error(`no payment form in: ${html.slice(0, 300)}`)
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
  )
}
