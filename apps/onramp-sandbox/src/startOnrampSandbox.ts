import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buyPage } from './buyPage.ts'
import { createTokenSender } from './createTokenSender.ts'
import { messagePage } from './messagePage.ts'
import { pageLayout } from './pageLayout.ts'
import { parsePurchase } from './parsePurchase.ts'
import { type Page, payPurchase } from './payPurchase.ts'
import {
  ALREADY_PAID_MESSAGE,
  INVALID_LINK_MESSAGE,
  MAX_FORM_BYTES,
  SANDBOX_HOST,
  SANDBOX_PORT,
} from './sandboxConstants.ts'
import { devnetSandboxNetworks, type SandboxNetwork } from './sandboxNetworks.ts'
import { devTreasury, type SandboxTreasury } from './sandboxTreasury.ts'
import { verifySignedQuery } from './verifySignedQuery.ts'

export type StartOnrampSandboxOptions = {
  /** Default 4003 (`ONRAMP_SANDBOX_PORT`); 0 = a free port (tests). */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** The secret shared with the Gangway server (`ONRAMP_PROVIDERS`' `secret`): URLs and webhooks are signed with it. */
  secret: string
  /** Where it sells and sends from: default the devnet's two EVM chains and local Solana chain. */
  networks?: readonly SandboxNetwork[]
  /** The keys it pays from: default the devnet's on-ramp treasury (`devTreasury`). */
  treasury?: SandboxTreasury
  /** Webhook retries: attempts in all (default 4) and the pause between them (default 1 s). */
  webhookAttempts?: number
  webhookRetryDelayMs?: number
  /** Where failures are logged (default `console.warn`). */
  log?: (line: string) => void
}

export type OnrampSandbox = { url: string; stop(): Promise<void> }

/**
 * The local on-ramp provider (development and tests only): `GET /buy?…` shows a signed purchase and its
 * payment form, `POST /pay` "charges" a test card or bank account, sends the tokens from the treasury on the
 * destination's network and calls the purchase's webhook. Server-rendered pages without scripts, under a
 * CSP that loads nothing from anywhere. State (which purchases were paid) is in memory.
 */
export async function startOnrampSandbox(options: StartOnrampSandboxOptions): Promise<OnrampSandbox> {
  if (!options.secret) throw new Error('onramp-sandbox: a shared secret is required (ONRAMP_SANDBOX_SECRET)')
  const networks = options.networks ?? devnetSandboxNetworks()
  const treasury = options.treasury ?? (await devTreasury())
  const log = options.log ?? ((line: string) => console.warn(line))
  const context = {
    secret: options.secret,
    networkNames: new Map(networks.map((n) => [n.caipNetworkId, n.name])),
    sendTokens: createTokenSender(networks, treasury),
    paid: new Map<string, 'paying' | 'completed' | 'failed'>(),
    webhook: {
      ...(options.webhookAttempts !== undefined ? { attempts: options.webhookAttempts } : {}),
      ...(options.webhookRetryDelayMs !== undefined ? { retryDelayMs: options.webhookRetryDelayMs } : {}),
    },
    log,
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log(`onramp-sandbox: ${req.method} ${req.url}: ${error.message}`)
      if (!res.headersSent)
        send(res, { status: 500, title: 'Error', body: messagePage({ kind: 'message', text: 'Something went wrong' }) })
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? SANDBOX_PORT, options.host ?? SANDBOX_HOST, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port } = server.address() as AddressInfo
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '/'
    const at = raw.indexOf('?')
    const path = at < 0 ? raw : raw.slice(0, at)
    const search = at < 0 ? '' : raw.slice(at)
    if (path === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    if (path === '/buy') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET' }).end()
      const params = verifySignedQuery(search, options.secret)
      const purchase = params && parsePurchase(params)
      if (!purchase) return send(res, refusal(400, INVALID_LINK_MESSAGE))
      const networkName = context.networkNames.get(purchase.caipNetworkId)
      if (!networkName) return send(res, refusal(400, `The sandbox does not sell on ${purchase.caipNetworkId}`))
      if (context.paid.has(purchase.purchaseId)) return send(res, refusal(409, ALREADY_PAID_MESSAGE))
      return send(res, { status: 200, title: 'Pay', body: buyPage(purchase, { signedQuery: search, networkName }) })
    }
    if (path === '/pay') {
      if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end()
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return send(res, refusal(415, 'Send the payment form'))
      const body = await readForm(req)
      if (body === undefined) {
        res.setHeader('connection', 'close')
        return send(res, refusal(413, 'The form is too large'))
      }
      return send(res, await payPurchase(context, body))
    }
    if (path === '/') {
      return send(res, {
        status: 200,
        title: 'On-ramp sandbox',
        body: '<h1>Gangway on-ramp sandbox</h1><p>A local stand-in for a card on-ramp provider. Purchases start from the dialog’s “Buy crypto”.</p>',
      })
    }
    send(res, refusal(404, 'Not found'))
  }

  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const refusal = (status: number, text: string): Page => ({
  status,
  title: text,
  body: messagePage({ kind: 'message', text }),
})

/** Every page: no-store, no referrer (the URL carries a signature), and a CSP that allows only its own inline style. */
function send(res: ServerResponse, page: Page): void {
  const nonce = randomBytes(16).toString('base64')
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  })
  res.end(pageLayout(nonce, page.title, page.body))
}

/** The posted form, or undefined when it is larger than `MAX_FORM_BYTES`. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
