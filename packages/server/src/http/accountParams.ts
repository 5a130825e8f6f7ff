import { ApiErrorCode, EvmAddressSchema, parseCaipNetworkId } from '@gangway/protocol'
import type { Context } from 'hono'
import { apiError } from './apiError.ts'

export type AccountParams = { address: `0x${string}`; chainId: string | undefined }

/**
 * The `{address}` path parameter and the `chainId` query parameter of the `/v1/account/…` routes, checked:
 * a 400 answer naming the bad one, or the lowercase 0x address and the CAIP-2 id (one the server serves when
 * `served` is given; `required` makes chainId mandatory).
 */
export function accountParams(
  c: Context,
  options: { required: boolean; served: readonly string[] },
): AccountParams | Response {
  const address = addressParam(c)
  if (address instanceof Response) return address
  const chainId = c.req.query('chainId')
  if (chainId === undefined || chainId === '') {
    if (options.required) {
      return apiError(
        c,
        400,
        ApiErrorCode.BAD_REQUEST,
        'chainId is required (a CAIP-2 EVM chain id such as eip155:31337)',
      )
    }
  } else {
    let evm = false
    try {
      evm = parseCaipNetworkId(chainId).namespace === 'eip155'
    } catch {}
    if (!evm) {
      return apiError(
        c,
        400,
        ApiErrorCode.BAD_REQUEST,
        `chainId "${chainId}" is not a CAIP-2 EVM chain id such as eip155:31337`,
      )
    }
    if (!options.served.includes(chainId)) {
      return apiError(
        c,
        400,
        ApiErrorCode.BAD_REQUEST,
        `chainId ${chainId} is not served; supported: ${options.served.join(', ')}`,
      )
    }
  }
  return { address, chainId: chainId || undefined }
}

/** The `{address}` path parameter as a lowercase 0x EVM address, or a 400 answer saying it is not one. */
export function addressParam(c: Context): `0x${string}` | Response {
  const address = c.req.param('address') ?? ''
  if (!EvmAddressSchema.safeParse(address).success) {
    return apiError(c, 400, ApiErrorCode.BAD_REQUEST, `address "${address}" is not an EVM address (40 hex digits)`)
  }
  return (address.startsWith('0x') ? address : `0x${address}`).toLowerCase() as `0x${string}`
}
