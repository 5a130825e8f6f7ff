import { ApiErrorCode, EvmAddressSchema, parseCaipNetworkId, SolanaAddressSchema } from '@gangway/protocol'
import { base58 } from '@scure/base'
import type { Context } from 'hono'
import { apiError } from './apiError.ts'

/** The chain families an account route answers for. */
export type AccountNamespace = 'eip155' | 'solana'

/**
 * A checked account: on eip155 the lowercase 0x address, on solana the base58 address as given (base58 is
 * case-sensitive); the CAIP-2 chain id when one was asked for.
 */
export type AccountParams = { address: string; chainId: string | undefined; namespace: AccountNamespace }

const FAMILY: Record<AccountNamespace, string> = { eip155: 'EVM', solana: 'Solana' }
const EXAMPLE: Record<AccountNamespace, string> = {
  eip155: 'eip155:31337',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

/**
 * The `{address}` path parameter and the `chainId` query parameter of the `/v1/account/…` routes, checked:
 * a 400 answer naming the bad one, or the address and the CAIP-2 id (one the server serves when `served` is
 * given; `required` makes chainId mandatory). `namespaces` are the chain families the route answers for
 * (default eip155 only); the address follows its chain's rule of SPEC §5 — eip155 without a chainId.
 */
export function accountParams(
  c: Context,
  options: { required: boolean; served: readonly string[]; namespaces?: readonly AccountNamespace[] },
): AccountParams | Response {
  const namespaces = options.namespaces ?? ['eip155']
  const families = namespaces.map((n) => FAMILY[n]).join(' or ')
  const chainId = c.req.query('chainId')
  let namespace: AccountNamespace = 'eip155'
  if (chainId === undefined || chainId === '') {
    if (options.required) {
      return apiError(
        c,
        400,
        ApiErrorCode.BAD_REQUEST,
        `chainId is required (a CAIP-2 ${families} chain id such as ${namespaces.map((n) => EXAMPLE[n]).join(' or ')})`,
      )
    }
  } else {
    let parsed: string | undefined
    try {
      parsed = parseCaipNetworkId(chainId).namespace
    } catch {}
    if (parsed !== undefined && !(namespaces as readonly string[]).includes(parsed)) {
      return apiError(
        c,
        400,
        ApiErrorCode.BAD_REQUEST,
        `chainId ${chainId} is not supported here: this call answers ${families} chains only`,
      )
    }
    if (parsed === undefined) {
      return apiError(
        c,
        400,
        ApiErrorCode.BAD_REQUEST,
        `chainId "${chainId}" is not a CAIP-2 ${families} chain id such as ${EXAMPLE[namespaces[0] ?? 'eip155']}`,
      )
    }
    namespace = parsed as AccountNamespace
    if (!options.served.includes(chainId)) {
      return apiError(
        c,
        400,
        ApiErrorCode.BAD_REQUEST,
        `chainId ${chainId} is not served; supported: ${options.served.join(', ')}`,
      )
    }
  }
  const address = namespace === 'solana' ? solanaAddressParam(c) : addressParam(c)
  if (address instanceof Response) return address
  return { address, chainId: chainId || undefined, namespace }
}

/** The `{address}` path parameter as a lowercase 0x EVM address, or a 400 answer saying it is not one. */
export function addressParam(c: Context): `0x${string}` | Response {
  const address = c.req.param('address') ?? ''
  if (!EvmAddressSchema.safeParse(address).success) {
    return apiError(c, 400, ApiErrorCode.BAD_REQUEST, `address "${address}" is not an EVM address (40 hex digits)`)
  }
  return (address.startsWith('0x') ? address : `0x${address}`).toLowerCase() as `0x${string}`
}

/**
 * The `{address}` path parameter as a Solana address (SPEC §5: 32–44 base58 characters, and a 32-byte
 * public key once decoded), as given; or a 400 answer saying it is not one.
 */
export function solanaAddressParam(c: Context): string | Response {
  const address = c.req.param('address') ?? ''
  if (!SolanaAddressSchema.safeParse(address).success || base58.decode(address).length !== 32) {
    return apiError(
      c,
      400,
      ApiErrorCode.BAD_REQUEST,
      `address "${address.slice(0, 64)}" is not a Solana address (32–44 base58 characters, a 32-byte key)`,
    )
  }
  return address
}
