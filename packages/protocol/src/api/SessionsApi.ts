import { z } from 'zod/mini'

/**
 * Session permissions (ERC-7715, SPEC §4/§7): AppKit's `SmartSessionGrantPermissionsRequest`, what
 * `wallet_grantPermissions` answers, and the server's `/v1/sessions` API (AppKit's `BlockchainApiController`
 * `getSmartSessions` / `revokeSmartSession`, same paths and shapes). The server turns a request into the
 * GangwayAccount's on-chain scope (`grantSession`); this file only describes the wire shapes.
 */
export const SessionsApiPath = {
  /** `GET …/{caipAddress}` → `SmartSessionsResponse` (the sessions this project was granted by the account). */
  sessions: '/v1/sessions',
  /** `POST …/{address}/revoke` with `RevokeSessionRequest` → `{ success: true }`. */
  revoke: (address: string) => `/v1/sessions/${address}/revoke`,
} as const

/** Caps the server enforces on a grant (SPEC §9 is silent on them; server README "Session permissions"). */
export const SESSION_LIMITS = {
  /** A session lasts at most this long (seconds from the grant). */
  MAX_DURATION_SECONDS: 30 * 24 * 60 * 60,
  /** …and at least this long, so it is not expired by the time its grant is mined. */
  MIN_DURATION_SECONDS: 60,
  /** At most this many (contract, function) pairs per session. */
  MAX_SCOPES: 32,
  /** At most this many permissions (and policies) in one request. */
  MAX_PERMISSIONS: 16,
  /** The grant's JSON is kept with the session; past this it is refused. */
  MAX_REQUEST_BYTES: 64 * 1024,
} as const

/** The permission types a Gangway embedded smart account grants (its `wallet_getCapabilities` `permissions`). */
export const SESSION_PERMISSION_TYPES = ['contract-call', 'native-token-recurring-allowance'] as const
/** The signer types it accepts: AppKit's multi-key form (one secp256k1 key), ERC-7715's `key` and `account`. */
export const SESSION_SIGNER_TYPES = ['keys', 'key', 'account'] as const

/** The message the account signs (EIP-191, ERC-1271/6492 for a smart account) to revoke a session through the API. */
export function sessionRevokeMessage(pci: string): string {
  return `Revoke Gangway session ${pci}`
}

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))

const KeySchema = z.object({ type: z.string(), publicKey: hex })

/** `signer`: AppKit's `{ type: 'keys', data: { keys } }`, ERC-7715's `{ type: 'key', data: key }` or `{ type: 'account', data: { id } }`. */
export const SessionSignerSchema = z.union([
  z.object({ type: z.literal('keys'), data: z.object({ keys: z.array(KeySchema) }) }),
  z.object({ type: z.literal('key'), data: KeySchema }),
  z.object({ type: z.literal('account'), data: z.object({ id: hex }) }),
])
export type SessionSigner = z.infer<typeof SessionSignerSchema>

/** AppKit's `FunctionPermission`. */
export const FunctionPermissionSchema = z.object({
  functionName: z.string(),
  args: z.optional(z.array(z.object({ operator: z.string(), value: hex }))),
  valueLimit: z.optional(hex),
  operation: z.optional(z.string()),
})

/** AppKit's `Permission` union, kept open: unknown types parse and are refused by the server by name. */
export const SessionPermissionSchema = z.object({
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
})
export type SessionPermission = z.infer<typeof SessionPermissionSchema>

export const ContractCallPermissionSchema = z.object({
  type: z.literal('contract-call'),
  data: z.object({
    address: hex,
    abi: z.array(z.record(z.string(), z.unknown())),
    functions: z.array(FunctionPermissionSchema),
  }),
})
export type ContractCallPermission = z.infer<typeof ContractCallPermissionSchema>

export const NativeTokenRecurringAllowanceSchema = z.object({
  type: z.literal('native-token-recurring-allowance'),
  data: z.object({ allowance: hex, start: z.number(), period: z.number() }),
})
export type NativeTokenRecurringAllowance = z.infer<typeof NativeTokenRecurringAllowanceSchema>

export const SessionPolicySchema = z.object({ type: z.string(), data: z.optional(z.record(z.string(), z.unknown())) })

/** `wallet_grantPermissions`' first parameter (AppKit's `SmartSessionGrantPermissionsRequest`). */
export const GrantPermissionsRequestSchema = z.object({
  chainId: hex,
  address: z.optional(hex),
  /** Unix seconds. */
  expiry: z.number(),
  signer: SessionSignerSchema,
  permissions: z.array(SessionPermissionSchema),
  policies: z.optional(z.array(SessionPolicySchema)),
  version: z.optional(z.number()),
})
export type GrantPermissionsRequest = z.infer<typeof GrantPermissionsRequestSchema>

/** What `wallet_grantPermissions` answers (AppKit's `SmartSessionGrantPermissionsResponse`); `context` is the pci. */
export type GrantPermissionsResponse = {
  chainId: `0x${string}`
  address: `0x${string}`
  expiry: number
  permissions: SessionPermission[]
  context: string
}

/** `wallet_revokePermissions`' first parameter: `{ pci }` (AppKit sends it with `permissions`, `expiry`, `address`). */
export const RevokePermissionsRequestSchema = z.object({
  pci: z.string().check(z.minLength(1), z.maxLength(64)),
  address: z.optional(z.string()),
})

/** `POST /v1/sessions/{address}/revoke`'s body: `signature` is the account's over `sessionRevokeMessage(pci)`. */
export const RevokeSessionRequestSchema = z.object({
  pci: z.string().check(z.minLength(1), z.maxLength(64)),
  signature: hex.check(z.maxLength(32_768)),
})
export type RevokeSessionRequest = z.infer<typeof RevokeSessionRequestSchema>

/** One session (AppKit's `SmartSession`): times in Unix seconds. */
export const SmartSessionSchema = z.object({
  project: z.object({ id: z.string(), name: z.string(), url: z.optional(z.string()), iconUrl: z.optional(z.string()) }),
  pci: z.string(),
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(SessionPermissionSchema),
  policies: z.array(SessionPolicySchema),
  context: z.string(),
  revokedAt: z.optional(z.number()),
})
export type SmartSession = z.infer<typeof SmartSessionSchema>

export const SmartSessionsResponseSchema = z.object({ pcis: z.array(SmartSessionSchema) })
export type SmartSessionsResponse = z.infer<typeof SmartSessionsResponseSchema>

/** Stable codes of session refusals (with the API's `BAD_REQUEST`, `RATE_LIMITED`, `PAYLOAD_TOO_LARGE`, …). */
export const SessionErrorCode = {
  /** The grant request is malformed or asks for something the account cannot enforce on-chain. */
  INVALID_REQUEST: 'SESSION_INVALID_REQUEST',
  /** Session keys exist only for an embedded wallet's smart account on a smart-account network. */
  UNSUPPORTED_ACCOUNT: 'SESSION_UNSUPPORTED_ACCOUNT',
  /** No session with this pci for this account (and project). */
  NOT_FOUND: 'SESSION_NOT_FOUND',
  /** The revoke signature is not the account's over `sessionRevokeMessage(pci)`. */
  INVALID_SIGNATURE: 'SESSION_INVALID_SIGNATURE',
  /** The chain (or bundler) did not answer, or the user operation failed. */
  CHAIN_FAILED: 'SESSION_CHAIN_FAILED',
} as const
export type SessionErrorCode = (typeof SessionErrorCode)[keyof typeof SessionErrorCode]
