import { createSiweMessage } from 'viem/siwe'
import { getDidAddress, getDidChainId, getNamespacedDidChainId } from './didPkh.ts'

/**
 * What `formatMessage` takes (WalletConnect's `FormatMessageParams`, as `@reown/appkit-siwe` re-exports it):
 * the EIP-4361 fields, the URI as `aud` or `uri`, times as ISO 8601 strings.
 */
export type FormatMessageParams = {
  domain: string
  /** The URI (EIP-4361 `URI`); `uri` is accepted too. */
  aud?: string
  uri?: string
  nonce: string
  /** '1' (the only EIP-4361 version). */
  version?: string
  /** Issued At (ISO 8601); default now. */
  iat?: string
  /** Not Before (ISO 8601). */
  nbf?: string
  /** Expiration Time (ISO 8601). */
  exp?: string
  statement?: string
  requestId?: string
  resources?: string[]
  /** Accepted for AppKit's sake (a lifetime in seconds); write `exp` for an expiration time. */
  expiry?: number
  type?: string
}

/**
 * AppKit's `formatMessage(params, iss)` (from `@reown/appkit-siwe`): the EIP-4361 (Sign-In with Ethereum)
 * text for the account of a `did:pkh:eip155:<chainId>:<address>` issuer — what a `siweConfig`'s
 * `createMessage` answers. Written by `viem/siwe`'s `createSiweMessage`, so the address is EIP-55
 * checksummed and every field is checked (a bad domain, nonce, URI or statement throws, naming the field).
 *
 * @example
 * createMessage: ({ address, ...args }: SIWECreateMessageArgs) => formatMessage(args, address)
 */
export function formatMessage(params: FormatMessageParams, iss: string): string {
  const address = getDidAddress(iss)
  const reference = getDidChainId(iss)
  const caip2 = getNamespacedDidChainId(iss)
  if (!address || !reference || !caip2) {
    throw new Error(`formatMessage: "${iss}" is no did:pkh issuer (did:pkh:eip155:<chain id>:<address>)`)
  }
  if (!caip2.startsWith('eip155:')) {
    throw new Error(`formatMessage: ${caip2} is not an EVM chain — Sign-In with Ethereum is eip155 only (use SIWX)`)
  }
  const uri = params.aud ?? params.uri
  if (!uri) throw new Error('formatMessage: the URI (aud or uri) is missing')
  const date = (value: string | undefined, name: string) => {
    if (value === undefined) return undefined
    const parsed = new Date(value)
    if (Number.isNaN(parsed.getTime())) throw new Error(`formatMessage: ${name} "${value}" is no ISO 8601 time`)
    return parsed
  }
  const issuedAt = date(params.iat, 'iat')
  const expirationTime = date(params.exp, 'exp')
  const notBefore = date(params.nbf, 'nbf')
  return createSiweMessage({
    address: address as `0x${string}`,
    chainId: Number(reference),
    domain: params.domain,
    nonce: params.nonce,
    uri,
    version: (params.version ?? '1') as '1',
    ...(issuedAt ? { issuedAt } : {}),
    ...(expirationTime ? { expirationTime } : {}),
    ...(notBefore ? { notBefore } : {}),
    ...(params.statement ? { statement: params.statement } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
    ...(params.resources?.length ? { resources: params.resources } : {}),
  })
}
