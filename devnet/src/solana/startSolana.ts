import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import deploymentsJson from '../../generated/deployments.json' with { type: 'json' }
import { DEVNET_MNEMONIC } from '../devnetConstants.ts'
import { errorResponse, handleJsonRpc } from './handleJsonRpc.ts'
import type { RpcContext } from './rpcContext.ts'
import { INVALID_REQUEST, RpcError } from './rpcError.ts'
import { stringifyRpcJson } from './rpcJson.ts'
import { rpcMethods } from './rpcMethods.ts'
import { SolanaLedger } from './SolanaLedger.ts'
import { seedSolanaLedger } from './seedSolanaLedger.ts'
import {
  MAX_BODY_BYTES,
  MAX_WS_MESSAGE_BYTES,
  SOLANA_AUTHORITY_INDEX,
  SOLANA_RPC_PORT,
  SOLANA_WS_PORT,
} from './solanaConstants.ts'
import { computeSolanaDeployments, type SolanaDeployments } from './solanaDeployments.ts'
import { solanaDevKeys } from './solanaDevKeys.ts'
import { createSolanaSubscriptions } from './solanaSubscriptions.ts'

export type SolanaOptions = {
  /** JSON-RPC over HTTP; default 8899. */
  port?: number
  /** WebSocket subscriptions; default 8900. */
  wsPort?: number
  /** Default 127.0.0.1. */
  host?: string
}

export type SolanaChain = { rpcUrl: string; wsUrl: string; ledger: SolanaLedger; stop(): Promise<void> }

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
}

/**
 * The local Solana chain: a seeded litesvm ledger behind Solana's JSON-RPC (HTTP) and its WebSocket
 * subscriptions. Checks that `generated/deployments.json` matches what it seeds. `stop()` closes both servers.
 */
export async function startSolana(options: SolanaOptions = {}): Promise<SolanaChain> {
  const host = options.host ?? '127.0.0.1'
  const deployments = await computeSolanaDeployments()
  const generated = (deploymentsJson as unknown as { solana?: SolanaDeployments }).solana
  if (
    JSON.stringify({ ...generated, rpcUrl: '', wsUrl: '' }) !==
    JSON.stringify({ ...deployments, rpcUrl: '', wsUrl: '' })
  )
    throw new Error('devnet: generated/deployments.json is stale for Solana; run `npm run build -w @gangway/devnet`')
  const ledger = new SolanaLedger()
  seedSolanaLedger(ledger, deployments)
  const context: RpcContext = { ledger, faucet: await solanaDevKeys(DEVNET_MNEMONIC).signer(SOLANA_AUTHORITY_INDEX) }

  const http = createServer((req, res) => void serveHttp(req, res, context))
  const wsHttp = createServer((_req, res) => res.writeHead(426, CORS).end('WebSocket only'))
  const wss = new WebSocketServer({ server: wsHttp, maxPayload: MAX_WS_MESSAGE_BYTES })
  const subscriptions = createSolanaSubscriptions(ledger)
  wss.on('connection', (socket) => subscriptions.attach(socket))
  try {
    await listen(http, options.port ?? SOLANA_RPC_PORT, host)
    await listen(wsHttp, options.wsPort ?? SOLANA_WS_PORT, host)
  } catch (error) {
    http.close()
    wsHttp.close()
    throw error
  }
  const port = (server: typeof http) => (server.address() as AddressInfo).port
  return {
    rpcUrl: `http://${host}:${port(http)}`,
    wsUrl: `ws://${host}:${port(wsHttp)}`,
    ledger,
    async stop() {
      subscriptions.close()
      for (const socket of wss.clients) socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      http.closeAllConnections()
      wsHttp.closeAllConnections()
      await Promise.all([closeServer(http), closeServer(wsHttp)])
    },
  }
}

async function serveHttp(req: IncomingMessage, res: ServerResponse, context: RpcContext): Promise<void> {
  const reply = (status: number, body: string, type = 'application/json'): void => {
    res.writeHead(status, { ...CORS, 'content-type': type }).end(body)
  }
  try {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end()
    if (req.method === 'GET' && req.url === '/health') return reply(200, 'ok', 'text/plain')
    if (req.method !== 'POST') return reply(405, 'POST JSON-RPC requests to /', 'text/plain')
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > MAX_BODY_BYTES) {
        const error = new RpcError(INVALID_REQUEST, `Invalid request: body larger than ${MAX_BODY_BYTES} bytes`)
        res.setHeader('connection', 'close')
        return reply(413, stringifyRpcJson(errorResponse(null, error)))
      }
      chunks.push(chunk as Buffer)
    }
    const response = await handleJsonRpc(Buffer.concat(chunks).toString('utf8'), rpcMethods, context)
    reply(200, stringifyRpcJson(response))
  } catch (error) {
    if (!res.headersSent)
      reply(
        500,
        stringifyRpcJson(errorResponse(null, new RpcError(-32603, `Internal error: ${(error as Error).message}`))),
      )
  }
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

const closeServer = (server: ReturnType<typeof createServer>) =>
  new Promise<void>((resolve) => server.close(() => resolve()))
