import { z } from 'zod/mini'

/**
 * Account names (SPEC §2/§4/§5/§7/§8): AppKit's `BlockchainApiController` calls `lookupEnsName`,
 * `reverseLookupEnsName`, `getEnsNameSuggestions` and `registerEnsName`, same paths, names and shapes. A name
 * is `<label>.<zone>`; the zone is the operator's (`NAMES_ZONE`, default `gangway.id`). Gangway's additions are
 * marked.
 */
export const ProfileApiPath = {
  /** `GET …/{name}` → `ProfileName`; 404 with a `ProfileError` when nobody holds it. */
  account: '/v1/profile/account',
  /** `GET …/{address}` → `ProfileName[]`, the primary name first. */
  reverse: '/v1/profile/reverse',
  /** `GET …/{label or name}` → `ProfileSuggestions`. */
  suggestions: '/v1/profile/suggestions',
  /** Gangway: the CCIP-Read (EIP-3668) gateway of the ENS resolver: `GET …/{sender}/{data}.json`, `POST …`. */
  ensGateway: '/v1/profile/ens-gateway',
} as const

/** The zone a server names under when its operator sets none. */
export const DEFAULT_NAMES_ZONE = 'gangway.id'

/** SPEC §5: letters, digits and hyphens, at least 4 characters (a label; upper case is folded to lower). */
export const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,}$/
/** A DNS label's limit, which ENS names keep too. */
export const NAME_LABEL_MAX_LENGTH = 63
/** ENSIP-11's most significant bit; SPEC §5: an EVM chain id must be below it. */
export const SLIP44_MSB = 0x80000000
/** A registration message older than this (by its `timestamp`) or this far in the future is refused. */
export const NAME_MESSAGE_MAX_AGE_SECONDS = 10 * 60

/** ENSIP-11 coin type of an EVM chain; throws 'Invalid chainId' at 2147483648 and above (SPEC §5). */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= SLIP44_MSB) throw new Error('Invalid chainId')
  return (SLIP44_MSB | chainId) >>> 0
}

/** The EVM chain id of an ENSIP-11 coin type (60, Ethereum's SLIP-44 type, is chain 1); undefined for others. */
export function chainIdFromCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (!Number.isSafeInteger(coinType) || coinType <= SLIP44_MSB || coinType > 0xffffffff) return undefined
  return coinType - SLIP44_MSB
}

/** What the wallet signs: `JSON.stringify({ name, attributes, timestamp })` (AppKit's EnsController). */
export const NameRegistrationMessageSchema = z.object({
  /** The full name, `<label>.<zone>`. */
  name: z.string(),
  /** `avatar` (a URL or data: URI) and `bio` are kept; other keys are refused. */
  attributes: z.record(z.string(), z.string()),
  /** Unix seconds. */
  timestamp: z.number(),
})
export type NameRegistrationMessage = z.infer<typeof NameRegistrationMessageSchema>

/** `POST /v1/profile/account`'s body (SPEC §7). */
export const RegisterNameRequestSchema = z.object({
  coin_type: z.number(),
  address: z.string(),
  message: z.string(),
  signature: z.string(),
})
export type RegisterNameRequest = z.infer<typeof RegisterNameRequestSchema>

/** One registered name (AppKit's `BlockchainApiLookupEnsName`). */
export const ProfileNameSchema = z.object({
  name: z.string(),
  /** ISO 8601. */
  registered_at: z.string(),
  updated_at: z.optional(z.string()),
  /** By ENSIP-11 coin type (decimal string). */
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z.array(z.object({ avatar: z.optional(z.string()), bio: z.optional(z.string()) })),
})
export type ProfileName = z.infer<typeof ProfileNameSchema>
export const ProfileNamesSchema = z.array(ProfileNameSchema)

export const ProfileSuggestionsSchema = z.object({
  /** The asked name first (with `registered`), then free alternatives when it is taken. */
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
  /** Gangway: the zone names are registered under, so the dialog can show and build `<label>.<zone>`. */
  zone: z.optional(z.string()),
})
export type ProfileSuggestions = z.infer<typeof ProfileSuggestionsSchema>

/** Every name API error body (AppKit's `BlockchainApiEnsError`); the dialog shows the first description. */
export const ProfileErrorSchema = z.object({
  status: z.string(),
  reasons: z.array(z.object({ name: z.string(), description: z.string() })),
})
export type ProfileError = z.infer<typeof ProfileErrorSchema>

/** Stable `reasons[0].name` values. */
export const ProfileErrorCode = {
  INVALID_NAME: 'INVALID_NAME',
  INVALID_CHAIN: 'INVALID_CHAIN',
  INVALID_ADDRESS: 'INVALID_ADDRESS',
  INVALID_MESSAGE: 'INVALID_MESSAGE',
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  MESSAGE_EXPIRED: 'MESSAGE_EXPIRED',
  REPLAYED: 'REPLAYED',
  NAME_TAKEN: 'NAME_TAKEN',
  TOO_MANY_NAMES: 'TOO_MANY_NAMES',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  /** Gangway: the signing chain did not answer, so a (contract wallet's) signature could not be checked (502). */
  CHAIN_UNAVAILABLE: 'CHAIN_UNAVAILABLE',
  /** Gangway: a registration body past the names API's limit (413). */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** Gangway: a label the operator keeps (admin, support, the zone's own name, NAMES_RESERVED) (409). */
  NAME_RESERVED: 'NAME_RESERVED',
} as const
export type ProfileErrorCode = (typeof ProfileErrorCode)[keyof typeof ProfileErrorCode]
