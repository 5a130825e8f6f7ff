import { createPublicClient, type Hex, http, isAddress, isHex, verifyMessage } from 'viem'

/** The Gangway server `verifySignature` asks for chain state when no other is given. */
const DEFAULT_API_URL = 'http://localhost:4000'

export type VerifySignatureParameters = {
  address: string
  message: string
  signature: string
  /** The chain: a CAIP-2 id (`'eip155:1'`, what `getChainIdFromMessage` answers) or the chain id alone. */
  chainId: string
  /** The Gangway project the RPC call is counted against. */
  projectId: string
  /** Gangway's: the Gangway server whose RPC proxy (`/v1?chainId=…`) reads contract wallets (default http://localhost:4000). */
  apiUrl?: string
  /** Gangway's: an RPC URL of the chain to use instead of the server's proxy. */
  rpcUrl?: string
}

/**
 * AppKit's `verifySignature` (from `@reown/appkit-siwe`), for a site's own SIWE backend (NextAuth, Express):
 * whether `signature` is `address`'s signature of `message` (EIP-191 `personal_sign`). An EOA's signature is
 * checked offline; otherwise the chain is asked through viem's `verifyMessage` — ERC-1271 for a deployed
 * contract wallet, ERC-6492 for one not deployed yet (an e-mail login's smart account) — over the Gangway
 * server's RPC proxy (`${apiUrl}/v1?chainId=…&projectId=…`, never a vendor host) or `rpcUrl`.
 * Answers `false` for a bad signature, a malformed input or an unreachable chain; never throws.
 */
export async function verifySignature(params: VerifySignatureParameters): Promise<boolean> {
  const { address, message, signature } = params
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false
  const caip2 = params.chainId.includes(':') ? params.chainId : `eip155:${params.chainId}`
  if (!/^eip155:\d+$/.test(caip2)) return false
  try {
    if (await verifyMessage({ address, message, signature: signature as Hex })) return true
  } catch {
    // not an ECDSA signature (a contract wallet's): the chain decides below
  }
  const url =
    params.rpcUrl ??
    `${(params.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '')}/v1?chainId=${encodeURIComponent(caip2)}&projectId=${encodeURIComponent(params.projectId)}`
  try {
    const client = createPublicClient({ transport: http(url, { retryCount: 1 }) })
    return await client.verifyMessage({ address, message, signature: signature as Hex })
  } catch {
    return false
  }
}
