import { type Address, createPublicClient, erc721Abi, http } from 'viem'
import { MULTICALL3 } from '../rpc/multicall3.ts'

export type NftMetadata = { name: string | null; image: string | null }

/** Decodes a `data:` URI's text (base64 or percent-encoded); undefined for anything else. */
function dataText(uri: string): string | undefined {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(uri)
  if (!match) return undefined
  const body = match[3] ?? ''
  return match[2] ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body)
}

/**
 * Reads `tokenURI` of ERC-721 tokens (one Multicall3 call) and takes name and image from metadata carried in
 * the URI itself (`data:application/json…`). Metadata or images behind http(s)/ipfs links are not fetched —
 * the server contacts no host the operator did not configure — so those answer null (the dialog shows a
 * placeholder). Images are kept only as `data:image/…` URIs.
 */
export async function readNftMetadata(
  rpcUrl: string,
  tokens: { contract: string; tokenId: string }[],
): Promise<NftMetadata[]> {
  if (tokens.length === 0) return []
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) })
  const results = await client.multicall({
    multicallAddress: MULTICALL3,
    allowFailure: true,
    contracts: tokens.map((t) => ({
      address: t.contract as Address,
      abi: erc721Abi,
      functionName: 'tokenURI' as const,
      args: [BigInt(t.tokenId)] as const,
    })),
  })
  return results.map((r) => {
    if (r.status !== 'success' || typeof r.result !== 'string') return { name: null, image: null }
    const text = dataText(r.result)
    if (!text) return { name: null, image: null }
    try {
      const json = JSON.parse(text) as { name?: unknown; image?: unknown }
      const image = typeof json.image === 'string' && /^data:image\//.test(json.image) ? json.image : null
      return { name: typeof json.name === 'string' ? json.name : null, image }
    } catch {
      return { name: null, image: null }
    }
  })
}
