/**
 * Safe{Wallet}'s side of the Safe Apps protocol as the page sees it — for the EVM adapters' Safe App tests (the
 * wagmi adapter's and the EIP-1193 adapters'): `window.parent` answers the SDK's postMessage requests
 * (asynchronously, from `origin`) and records them. Reset `window.parent` after the test.
 */
export function standInSafeWallet(origin: string, safe: { safe: string; chainId: number; safeTxHash: string }) {
  const requests: { method: string; params: unknown }[] = []
  const answer = (method: string, params: unknown): unknown => {
    if (method === 'getSafeInfo')
      return { safeAddress: safe.safe, chainId: safe.chainId, threshold: 2, owners: [], isReadOnly: false }
    if (method === 'sendTransactions') return { safeTxHash: safe.safeTxHash }
    // the host's RPC, as much as a send asks: the gas a library estimates before proposing
    if (method === 'rpcCall' && (params as { call?: string })?.call === 'eth_estimateGas') return '0x5208'
    throw new Error(`${method} not answered`)
  }
  const host = {
    postMessage(request: { id: string; method: string; params: unknown }) {
      requests.push({ method: request.method, params: request.params })
      setTimeout(() => {
        let data: unknown
        let error: string | undefined
        try {
          data = answer(request.method, request.params)
        } catch (e) {
          error = (e as Error).message
        }
        const payload = error
          ? { id: request.id, success: false, version: '1.0.0', error }
          : { id: request.id, success: true, version: '1.0.0', data }
        window.dispatchEvent(new MessageEvent('message', { data: payload, origin, source: host as unknown as Window }))
      }, 5)
    },
  }
  Object.defineProperty(window, 'parent', { value: host, configurable: true })
  return { requests }
}
