import {
  ContractCallPermissionSchema,
  type GrantPermissionsRequest,
  GrantPermissionsRequestSchema,
  NativeTokenRecurringAllowanceSchema,
  SESSION_PERMISSION_TYPES,
  type SessionPermission,
} from '@gangway/protocol'
import { type Address, getAddress, isAddress } from 'viem'
import { invalidGrant } from './SessionError.ts'
import { SessionLimits } from './SessionLimits.ts'
import { sessionKeyAddress } from './sessionKeyAddress.ts'
import { type CallScope, toCallScopes } from './toCallScopes.ts'

/** A grant request checked and turned into the GangwayAccount's `grantSession` arguments. */
export type GrantScope = {
  chainId: number
  /** The account the site asked for (checked against the embedded wallet's smart account by the caller). */
  address: Address | undefined
  sessionKey: Address
  /** Unix seconds (the request's `expiry`). */
  validUntil: number
  /**
   * Wei the key may spend in total — its calls' values plus, for each operation no paymaster pays, its maximum
   * gas cost (the account counts both) — from `native-token-recurring-allowance`; 0 without it (then only
   * paymaster-paid operations, without value).
   */
  spendLimit: bigint
  scopes: CallScope[]
  /** As granted, for the answer and the session list. */
  permissions: SessionPermission[]
  policies: { type: string; data?: Record<string, unknown> }[]
}

const UINT128_MAX = (1n << 128n) - 1n

/**
 * `wallet_grantPermissions`' request (AppKit's `SmartSessionGrantPermissionsRequest`) checked against what
 * the GangwayAccount enforces on-chain, refusing (400 `SESSION_INVALID_REQUEST`, saying why) whatever it
 * cannot: the expiry must lie between `MIN_DURATION_SECONDS` and `MAX_DURATION_SECONDS` from now; at least
 * one `contract-call`; at most one `native-token-recurring-allowance`, whose `allowance` becomes the
 * session's total spend limit — the account keeps no periods, so the allowance caps the session's whole life,
 * never more than asked; no policies (none is supported; they would go unenforced).
 */
export function parseGrantRequest(raw: unknown, nowSeconds: number): GrantScope {
  const text = JSON.stringify(raw ?? null)
  if (text.length > SessionLimits.MAX_REQUEST_BYTES) {
    throw invalidGrant(`The request is larger than ${SessionLimits.MAX_REQUEST_BYTES} bytes`)
  }
  const parsed = GrantPermissionsRequestSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw invalidGrant(`Invalid request: ${issue?.path.join('.') || 'request'} ${issue?.message ?? ''}`.trim())
  }
  const request: GrantPermissionsRequest = parsed.data
  const chainId = Number.parseInt(request.chainId, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw invalidGrant('chainId must be a hex chain id')
  let address: Address | undefined
  if (request.address !== undefined) {
    if (!isAddress(request.address, { strict: false })) throw invalidGrant('address is not an address')
    address = getAddress(request.address)
  }
  if (!Number.isSafeInteger(request.expiry)) throw invalidGrant('expiry must be Unix seconds')
  if (request.expiry < nowSeconds + SessionLimits.MIN_DURATION_SECONDS) {
    throw invalidGrant(`Invalid expiry: it must be at least ${SessionLimits.MIN_DURATION_SECONDS} seconds from now`)
  }
  if (request.expiry > nowSeconds + SessionLimits.MAX_DURATION_SECONDS) {
    throw invalidGrant(`Invalid expiry: a session lasts at most ${SessionLimits.MAX_DURATION_SECONDS / 86_400} days`)
  }
  const policies = request.policies ?? []
  if (policies.length > 0) {
    throw invalidGrant(`Policy type ${JSON.stringify(policies[0]?.type)} is not supported by this wallet`)
  }
  if (request.permissions.length === 0) throw invalidGrant('Invalid permissions: must be a non-empty array')
  if (request.permissions.length > SessionLimits.MAX_PERMISSIONS) {
    throw invalidGrant(`At most ${SessionLimits.MAX_PERMISSIONS} permissions per session`)
  }
  const scopes: CallScope[] = []
  let spendLimit: bigint | undefined
  for (const permission of request.permissions) {
    if (!(SESSION_PERMISSION_TYPES as readonly string[]).includes(permission.type)) {
      throw invalidGrant(`Permission type ${JSON.stringify(permission.type)} is not supported by this wallet`)
    }
    if (permission.type === 'contract-call') {
      const call = ContractCallPermissionSchema.safeParse(permission)
      if (!call.success) throw invalidGrant(`Invalid contract-call permission: ${call.error.issues[0]?.message}`)
      scopes.push(...toCallScopes(call.data))
      continue
    }
    const allowance = NativeTokenRecurringAllowanceSchema.safeParse(permission)
    if (!allowance.success) {
      throw invalidGrant(`Invalid native-token-recurring-allowance: ${allowance.error.issues[0]?.message}`)
    }
    if (spendLimit !== undefined) throw invalidGrant('At most one native-token-recurring-allowance per session')
    const { allowance: amount, period } = allowance.data.data
    if (!Number.isSafeInteger(period) || period <= 0) throw invalidGrant('Invalid period: must be a positive integer')
    spendLimit = amount === '0x' ? 0n : BigInt(amount)
    if (spendLimit > UINT128_MAX) throw invalidGrant('The allowance is larger than the account can hold (uint128)')
  }
  if (scopes.length === 0) throw invalidGrant('A session needs at least one contract-call permission')
  const unique = new Map(
    scopes.map((s) => [`${s.target.toLowerCase()}:${s.kind === 'function' ? s.selector : 'transfer'}`, s]),
  )
  if (unique.size > SessionLimits.MAX_SCOPES) {
    throw invalidGrant(`At most ${SessionLimits.MAX_SCOPES} (contract, function) pairs per session`)
  }
  return {
    chainId,
    address,
    sessionKey: sessionKeyAddress(request.signer),
    validUntil: request.expiry,
    spendLimit: spendLimit ?? 0n,
    scopes: [...unique.values()],
    permissions: request.permissions,
    policies,
  }
}
