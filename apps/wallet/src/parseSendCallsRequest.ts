import type { Address, Hex } from 'viem'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'
import {
  invalidParams,
  optionalHex,
  optionalQuantity,
  paramAddress,
  paramChainId,
  paramObject,
  paramsArray,
} from './walletParams.ts'

/** Most calls the dev wallet puts in one batch (more: EIP-5792's 5740). */
export const MAX_CALLS_PER_BATCH = 64

export type BatchCall = { to: Address; value: bigint; data: Hex }

export type SendCallsRequest = {
  id?: string | undefined
  chainId: number
  from?: Address | undefined
  atomicRequired: boolean
  calls: BatchCall[]
}

/**
 * Validates `wallet_sendCalls` params (EIP-5792 v2: version "2.0.0", chainId, from?, atomicRequired, calls,
 * capabilities?, id?). The dev wallet supports no request capability: one not marked `optional: true` —
 * on the batch or on a call — is refused with 5700; too many calls with 5740; bad shapes with -32602.
 */
export function parseSendCallsRequest(method: string, params: unknown): SendCallsRequest {
  const [arg] = paramsArray(method, params, 1)
  const p = paramObject(method, arg, 'params[0]')
  if (p.version !== '2.0.0') {
    throw invalidParams(method, `version must be "2.0.0" (EIP-5792 v2), got ${JSON.stringify(p.version)}`)
  }
  if (typeof p.atomicRequired !== 'boolean') throw invalidParams(method, 'atomicRequired must be a boolean')
  if (p.id !== undefined && (typeof p.id !== 'string' || p.id === '' || p.id.length > 4096)) {
    throw invalidParams(method, 'id must be a non-empty string of at most 4096 characters')
  }
  if (!Array.isArray(p.calls) || p.calls.length === 0) throw invalidParams(method, 'calls must be a non-empty array')
  if (p.calls.length > MAX_CALLS_PER_BATCH) {
    throw new ProviderRpcError(
      ProviderErrorCode.bundleTooLarge,
      `${method}: the dev wallet sends at most ${MAX_CALLS_PER_BATCH} calls in one batch, got ${p.calls.length}`,
    )
  }
  requireOnlyOptionalCapabilities(method, p.capabilities, 'capabilities')
  const calls = p.calls.map((value, i) => {
    const call = paramObject(method, value, `calls[${i}]`)
    if (call.to === undefined || call.to === null) {
      throw invalidParams(method, `calls[${i}].to is required (a batch cannot create contracts)`)
    }
    requireOnlyOptionalCapabilities(method, call.capabilities, `calls[${i}].capabilities`)
    return {
      to: paramAddress(method, call.to, `calls[${i}].to`),
      value: optionalQuantity(method, call.value, `calls[${i}].value`) ?? 0n,
      data: optionalHex(method, call.data, `calls[${i}].data`) ?? '0x',
    }
  })
  return {
    id: p.id as string | undefined,
    chainId: paramChainId(method, p.chainId),
    from: p.from === undefined || p.from === null ? undefined : paramAddress(method, p.from, 'from'),
    atomicRequired: p.atomicRequired,
    calls,
  }
}

function requireOnlyOptionalCapabilities(method: string, value: unknown, what: string): void {
  if (value === undefined || value === null) return
  const capabilities = paramObject(method, value, what)
  for (const [name, capability] of Object.entries(capabilities)) {
    const optional = typeof capability === 'object' && capability !== null && 'optional' in capability
    if (!optional || (capability as { optional: unknown }).optional !== true) {
      throw new ProviderRpcError(
        ProviderErrorCode.unsupportedCapability,
        `${method}: the dev wallet does not support the capability "${name}" (${what})`,
      )
    }
  }
}
