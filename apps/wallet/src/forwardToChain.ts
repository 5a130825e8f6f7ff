import type { Chain } from 'viem'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'

/** Passes a read-only JSON-RPC call to the chain's RPC URL and returns its result or its error. */
export async function forwardToChain(chain: Chain, method: string, params: unknown): Promise<unknown> {
  const url = chain.rpcUrls.default.http[0]
  if (!url) throw new ProviderRpcError(ProviderErrorCode.chainDisconnected, `Chain ${chain.id} has no RPC URL.`)
  let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: Math.floor(Math.random() * 2 ** 31), method, params }),
    })
    body = (await res.json()) as typeof body
  } catch (error) {
    throw new ProviderRpcError(
      ProviderErrorCode.chainDisconnected,
      `Chain ${chain.id} is unreachable at ${url}: ${(error as Error).message}`,
    )
  }
  if (body.error) {
    throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  }
  return body.result
}
