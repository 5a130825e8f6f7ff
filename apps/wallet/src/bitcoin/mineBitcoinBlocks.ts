/**
 * Mines `blocks` blocks on a regtest node with Bitcoin Core's JSON-RPC `generatetoaddress` (the devnet's bcoin
 * node answers it) and answers their hashes: the dev wallet's "mine" helper for the demo and tests.
 * `address` receives the coinbase outputs (mature after 100 blocks).
 */
export async function mineBitcoinBlocks(options: {
  rpcUrl: string
  address: string
  blocks?: number
  fetch?: typeof fetch
}): Promise<string[]> {
  const blocks = options.blocks ?? 1
  if (!Number.isSafeInteger(blocks) || blocks < 1 || blocks > 1000) throw new Error('mine: blocks must be 1–1000')
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const res = await doFetch(options.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '1.0',
      id: 'mine',
      method: 'generatetoaddress',
      params: [blocks, options.address],
    }),
  })
  const body = (await res.json().catch(() => ({}))) as { result?: unknown; error?: { message?: string } | null }
  if (body.error) throw new Error(`mine: the node refused generatetoaddress: ${body.error.message ?? 'unknown error'}`)
  if (!Array.isArray(body.result))
    throw new Error(`mine: the node at ${options.rpcUrl} answered ${res.status}, no block hashes`)
  return body.result as string[]
}
