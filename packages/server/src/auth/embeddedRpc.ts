import { SAFE_RPC_METHODS, SIGNING_RPC_METHODS } from '@gangway/protocol'
import { createPublicClient, createWalletClient, type Hex, http, isHex } from 'viem'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import type { AuthService, Session } from './createAuthService.ts'

type Tx = { to?: unknown; value?: unknown; data?: unknown; gas?: unknown }

const bad = (message: string) => new AuthError(400, AuthErrorCode.INVALID_REQUEST, message)
const hexOrUndefined = (value: unknown, name: string): Hex | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !value.startsWith('0x') || !isHex(value)) throw bad(`${name} must start with 0x`)
  return value as Hex
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
  upstreams: Record<string, string>,
): Promise<unknown> {
  const { method } = request
  if (!SAFE_RPC_METHODS.includes(method) && !SIGNING_RPC_METHODS.includes(method)) {
    throw new AuthError(400, AuthErrorCode.RPC_NOT_ALLOWED, 'Requested RPC call is not allowed')
  }
  const chainNumber = Number(String(request.chainId ?? '').replace(/^eip155:/, ''))
  const upstream = upstreams[`eip155:${chainNumber}`]
  if (!Number.isInteger(chainNumber) || !upstream) throw bad(`chain ${String(request.chainId)} is not served`)
  const params = Array.isArray(request.params) ? request.params : []
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
      return (await auth.signer(session)).signMessage({ message: { raw: message } })
    }
    case 'eth_signTypedData_v4': {
      own(params[0])
      const data = typeof params[1] === 'string' ? (JSON.parse(params[1]) as Record<string, unknown>) : params[1]
      if (!data || typeof data !== 'object') throw bad('typed data is required')
      const typed = data as {
        domain?: unknown
        types?: Record<string, unknown>
        primaryType?: unknown
        message?: unknown
      }
      const { EIP712Domain: _, ...types } = typed.types ?? {}
      return (await auth.signer(session)).signTypedData({
        domain: typed.domain,
        types,
        primaryType: typed.primaryType,
        message: typed.message,
      } as never)
    }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      const calls: Tx[] =
        method === 'eth_sendTransaction'
          ? [params[0] as Tx]
          : ((params[0] as { calls?: Tx[] } | undefined)?.calls ?? [])
      if (calls.length === 0 || calls.some((c) => !c || typeof c !== 'object')) throw bad('No transaction to send')
      const checked = calls.map((c) => {
        const to = hexOrUndefined(c.to, 'to')
        if (!to) throw bad('to must start with 0x')
        const value = hexOrUndefined(c.value, 'value')
        const gas = hexOrUndefined(c.gas, 'gas')
        return {
          to,
          data: hexOrUndefined(c.data, 'data'),
          value: value ? BigInt(value) : undefined,
          gas: gas ? BigInt(gas) : undefined,
        }
      })
      const wallet = createWalletClient({ account: await auth.signer(session), transport: http(upstream) })
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
      const client = createPublicClient({ transport: http(upstream) })
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
    case 'wallet_getCapabilities':
      return {}
    default: {
      const res = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const answer = (await res.json()) as { result?: unknown; error?: { message?: string } }
      if (answer.error) throw new AuthError(502, AuthErrorCode.RPC_FAILED, answer.error.message ?? 'RPC failed')
      return answer.result
    }
  }
}
