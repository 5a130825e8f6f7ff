import { invalidBitcoinParams } from './BitcoinRpcError.ts'

/** A request's params as an object (`{}` for absent ones when `optional`), else a -32602 error. */
export function objectParams(method: string, params: unknown, optional: boolean): Record<string, unknown> {
  if (params === undefined || params === null) {
    if (optional) return {}
    throw invalidBitcoinParams(method, 'params must be an object')
  }
  if (typeof params !== 'object' || Array.isArray(params))
    throw invalidBitcoinParams(method, 'params must be an object')
  return params as Record<string, unknown>
}
