import { SAFE_RPC_METHODS, SIGNING_RPC_METHODS } from '@gangway/protocol'
import {
  BaseError,
  createPublicClient,
  createWalletClient,
  type Hex,
  HttpRequestError,
  http,
  TimeoutError,
  toHex,
} from 'viem'
import type { TokenEntry } from '../balances/TokenEntry.ts'
import type { Project } from '../projects/Project.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import { embeddedSessionRpc } from '../sessions/embeddedSessionRpc.ts'
import { SESSION_RPC_METHODS } from '../sessions/sessionRpc.ts'
import type { SessionStore } from '../sessions/sessionStore.ts'
import type { SmartAccounts } from '../smart/createSmartAccounts.ts'
import { refuseLegacyHashSignature } from '../smart/refuseLegacyHashSignature.ts'
import { SMART_RPC_METHODS, smartRpc } from '../smart/smartRpc.ts'
import { walletGetAssets } from '../smart/walletGetAssets.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import type { AuthService, Session } from './createAuthService.ts'
import { badRequest as bad, hexOrUndefined, parseCalls, parseTypedData } from './rpcParams.ts'

export type EmbeddedRpcOptions = {
  /** JSON-RPC upstream per CAIP-2 chain (the `/v1` proxy's). */
  upstreams: Record<string, string>
  /** The proxy's per-attempt timeout and retries (RPC_TIMEOUT_MS, RPC_RETRIES), for reads and sends alike. */
  timeoutMs: number
  retries: number
  /** Smart accounts (SMART_ACCOUNTS): where the session's account is its smart account, smart/smartRpc.ts answers. */
  smart?: SmartAccounts | undefined
  /** The session's project (its sponsorship policy); required with `smart`. */
  project?: ((id: string) => Promise<Project | undefined>) | undefined
  /** Session permissions (ERC-7715): where `wallet_grantPermissions` sessions are kept. */
  store?: SessionStore | undefined
  /** ERC-20s per CAIP-2 chain for `wallet_getAssets` (TOKEN_LISTS). */
  tokenLists?: Record<string, TokenEntry[]> | undefined
}

/** A chain's or viem's refusal as a clear answer: 502 when the chain did not answer, 400 otherwise. */
function chainError(error: unknown): never {
  if (error instanceof AuthError) throw error
  if (error instanceof TimeoutError || error instanceof HttpRequestError) {
    throw new AuthError(502, AuthErrorCode.RPC_FAILED, 'The chain did not answer. Try again later')
  }
  if (error instanceof BaseError) throw new AuthError(400, AuthErrorCode.RPC_FAILED, error.shortMessage)
  throw error
}

/**
 * One RPC request of an embedded wallet (SPEC §4): the signing methods sign with the session's key; the safe
 * read methods go to the chain's upstream; anything else → 'Requested RPC call is not allowed'. The key is
 * decrypted only here, for one request.
 */
export async function embeddedRpc(
  auth: AuthService,
  session: Session,
  request: { method: string; params?: unknown; chainId?: string | number | undefined },
  options: EmbeddedRpcOptions,
): Promise<unknown> {
  try {
    return await answer(auth, session, request, options)
  } catch (error) {
    chainError(error)
  }
}

async function answer(
  auth: AuthService,
  session: Session,
  request: { method: string; params?: unknown; chainId?: string | number | undefined },
  options: EmbeddedRpcOptions,
): Promise<unknown> {
  const { method } = request
  if (!SAFE_RPC_METHODS.includes(method) && !SIGNING_RPC_METHODS.includes(method)) {
    throw new AuthError(400, AuthErrorCode.RPC_NOT_ALLOWED, 'Requested RPC call is not allowed')
  }
  const chainNumber = Number(String(request.chainId ?? '').replace(/^eip155:/, ''))
  const upstream = options.upstreams[`eip155:${chainNumber}`]
  const transport = () => http(upstream, { timeout: options.timeoutMs, retryCount: options.retries })
  if (!Number.isInteger(chainNumber) || !upstream) throw bad(`chain ${String(request.chainId)} is not served`)
  const params = Array.isArray(request.params) ? request.params : []
  const smart = options.smart
  if (
    smart &&
    options.project &&
    SMART_RPC_METHODS.includes(method) &&
    (await smart.typeOn(session, chainNumber)) === 'smartAccount'
  ) {
    const project = await options.project(session.pid)
    if (!project) throw new AuthError(403, AuthErrorCode.INVALID_PROJECT_ID, 'Invalid Project ID')
    const answered = await smartRpc({ auth, smart, session, project, chainId: chainNumber, method, params })
    if (answered) return answered.result
  }
  if (SESSION_RPC_METHODS.includes(method))
    return embeddedSessionRpc({ session, smart, store: options.store }, method, params)
  const own = (address: unknown) => {
    if (typeof address !== 'string' || address.toLowerCase() !== session.address.toLowerCase()) {
      throw bad('The address is not this wallet’s')
    }
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [session.address]
    case 'eth_chainId':
      return `0x${chainNumber.toString(16)}`
    case 'personal_sign': {
      own(params[1])
      const message = hexOrUndefined(params[0], 'message')
      if (!message) throw bad('message is required')
      await refuseLegacyHashSignature(smart, session, message)
      return (await auth.signer(session)).signMessage({ message: { raw: message } })
    }
    case 'eth_signTypedData_v4': {
      own(params[0])
      const typed = parseTypedData(params[1])
      try {
        return await (await auth.signer(session)).signTypedData(typed as never)
      } catch (error) {
        if (error instanceof BaseError || error instanceof TypeError || error instanceof SyntaxError) {
          throw bad(
            `typed data is not valid EIP-712: ${error instanceof BaseError ? error.shortMessage : error.message}`,
          )
        }
        throw error
      }
    }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      const checked = parseCalls(method, params)
      const wallet = createWalletClient({ account: await auth.signer(session), transport: transport() })
      const hashes: Hex[] = []
      for (const c of checked) {
        hashes.push(
          await wallet.sendTransaction({
            chain: null,
            to: c.to,
            ...(c.data ? { data: c.data } : {}),
            ...(c.value !== undefined ? { value: c.value } : {}),
            ...(c.gas !== undefined ? { gas: c.gas } : {}),
          }),
        )
      }
      // EIP-5792's id: the hashes themselves, so getCallsStatus needs no state
      return method === 'eth_sendTransaction' ? hashes[0] : { id: `0x${hashes.map((h) => h.slice(2)).join('')}` }
    }
    case 'wallet_getCallsStatus': {
      const id = hexOrUndefined(params[0], 'id') ?? '0x'
      const hashes = (id.slice(2).match(/.{64}/g) ?? []).map((h) => `0x${h}` as Hex)
      const client = createPublicClient({ transport: transport() })
      const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => null)))
      const done = receipts.every((r) => r !== null)
      return {
        status: done ? 200 : 100,
        receipts: receipts
          .filter((r) => r !== null)
          .map((r) => ({
            transactionHash: r.transactionHash,
            status: r.status === 'success' ? '0x1' : '0x0',
            blockNumber: `0x${r.blockNumber.toString(16)}`,
          })),
      }
    }
    case 'wallet_getCapabilities': {
      // the EOA: no atomic batches (calls go one transaction each); smart accounts answer in smartRpc
      const asked = Array.isArray(params[1]) ? (params[1] as unknown[]) : [toHex(chainNumber)]
      return Object.fromEntries(
        asked
          .filter((c): c is string => typeof c === 'string' && Boolean(options.upstreams[`eip155:${Number(c)}`]))
          .map((c) => [toHex(Number(c)), { atomic: { status: 'unsupported' } }]),
      )
    }
    case 'wallet_getAssets': {
      const own = [session.address]
      if (smart?.isEnabled(chainNumber)) own.push(await smart.addressOf(session, chainNumber))
      return walletGetAssets({
        params,
        own,
        chainId: chainNumber,
        upstreams: options.upstreams,
        tokenLists: options.tokenLists ?? {},
      })
    }
    default: {
      // the proxy's forwarding: its timeout per attempt and its retries on transport errors
      const res = await forwardRpc(upstream, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), options)
      if (!res.ok) throw new AuthError(502, AuthErrorCode.RPC_FAILED, 'The chain did not answer. Try again later')
      let reply: { result?: unknown; error?: { message?: string } }
      try {
        reply = JSON.parse(res.text) as typeof reply
      } catch {
        throw new AuthError(502, AuthErrorCode.RPC_FAILED, `The chain answered HTTP ${res.status} without JSON`)
      }
      if (reply.error) throw new AuthError(502, AuthErrorCode.RPC_FAILED, reply.error.message ?? 'RPC failed')
      return reply.result
    }
  }
}
