import type { Address } from '@solana/kit'
import type { WebSocket } from 'ws'
import { accountEncodingParam, encodeAccount } from './encodeAccount.ts'
import { errorResponse } from './handleJsonRpc.ts'
import { withContext } from './rpcContext.ts'
import { INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR, RpcError } from './rpcError.ts'
import { stringifyRpcJson } from './rpcJson.ts'
import { addressParam, configParam, paramsArray, stringParam } from './rpcParams.ts'
import type { LedgerEvent, SolanaLedger } from './SolanaLedger.ts'
import { MAX_WS_MESSAGE_BYTES } from './solanaConstants.ts'

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; address: Address; encoding: ReturnType<typeof accountEncodingParam> }
  | { kind: 'slot'; socket: WebSocket }

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/**
 * The WebSocket side: signatureSubscribe (fires once, at once when the transaction already landed),
 * accountSubscribe (after every transaction that lists the account) and slotSubscribe, with their
 * `…Unsubscribe`. Returns `attach(socket)` for each new connection and `close()`.
 */
export function createSolanaSubscriptions(ledger: SolanaLedger) {
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0

  const notify = (sub: Subscription, id: number, method: string, result: unknown) => {
    if (sub.socket.readyState === sub.socket.OPEN)
      sub.socket.send(stringifyRpcJson({ jsonrpc: '2.0', method, params: { result, subscription: id } }))
  }
  const signatureDone = (id: number, sub: Subscription, err: unknown) => {
    subscriptions.delete(id)
    notify(sub, id, 'signatureNotification', withContext(ledger, { err }))
  }
  const accountValue = (address: Address, encoding: ReturnType<typeof accountEncodingParam>) =>
    encodeAccount(ledger.account(address), encoding, (mint) => ledger.account(mint)) ?? {
      data: ['', 'base64'],
      executable: false,
      lamports: 0,
      owner: SYSTEM_PROGRAM,
      rentEpoch: 0,
      space: 0,
    }

  const unsubscribe = ledger.subscribe((event: LedgerEvent) => {
    for (const [id, sub] of subscriptions) {
      if (event.type === 'slot' && sub.kind === 'slot')
        notify(sub, id, 'slotNotification', { parent: event.slot - 1n, root: event.slot, slot: event.slot })
      if (event.type !== 'transaction') continue
      if (sub.kind === 'signature' && sub.signature === event.record.signature) signatureDone(id, sub, event.record.err)
      if (sub.kind === 'account' && event.record.message.staticAccounts.includes(sub.address))
        notify(sub, id, 'accountNotification', withContext(ledger, accountValue(sub.address, sub.encoding)))
    }
  })

  const handle = (socket: WebSocket, text: string) => {
    let request: { id?: unknown; method?: unknown; params?: unknown }
    try {
      request = JSON.parse(text)
    } catch {
      return errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error'))
    }
    const id = typeof request?.id === 'number' || typeof request?.id === 'string' ? request.id : null
    if (typeof request !== 'object' || request === null || typeof request.method !== 'string')
      return errorResponse(id, new RpcError(INVALID_REQUEST, 'Invalid request'))
    try {
      const params = paramsArray(request.params)
      const result = (() => {
        switch (request.method) {
          case 'signatureSubscribe': {
            const signature = stringParam(params[0], 'signature')
            configParam(params[1], ledger)
            const subId = nextId++
            const sub: Subscription = { kind: 'signature', socket, signature }
            subscriptions.set(subId, sub)
            const landed = ledger.record(signature)
            if (landed) queueMicrotask(() => signatureDone(subId, sub, landed.err))
            return subId
          }
          case 'accountSubscribe': {
            const config = configParam(params[1], ledger)
            const sub = {
              kind: 'account' as const,
              socket,
              address: addressParam(params[0]),
              encoding: accountEncodingParam(config.encoding),
            }
            subscriptions.set(nextId, sub)
            return nextId++
          }
          case 'slotSubscribe':
            subscriptions.set(nextId, { kind: 'slot', socket })
            return nextId++
          case 'signatureUnsubscribe':
          case 'accountUnsubscribe':
          case 'slotUnsubscribe': {
            const sub = subscriptions.get(params[0] as number)
            if (!sub || sub.socket !== socket) throw new RpcError(-32602, 'Invalid subscription id.')
            return subscriptions.delete(params[0] as number)
          }
          default:
            throw new RpcError(METHOD_NOT_FOUND, 'Method not found')
        }
      })()
      return { jsonrpc: '2.0', id, result }
    } catch (error) {
      if (error instanceof RpcError) return errorResponse(id, error)
      return errorResponse(id, new RpcError(-32603, `Internal error: ${(error as Error).message}`))
    }
  }

  return {
    attach(socket: WebSocket) {
      socket.on('message', (data, isBinary) => {
        const bytes = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)])
        const response =
          isBinary || bytes.length > MAX_WS_MESSAGE_BYTES
            ? errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request'))
            : handle(socket, bytes.toString('utf8'))
        socket.send(stringifyRpcJson(response))
      })
      socket.on('close', () => {
        for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id)
      })
      socket.on('error', () => socket.terminate())
    },
    close() {
      unsubscribe()
      subscriptions.clear()
    },
  }
}
