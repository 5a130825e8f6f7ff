import { z } from 'zod/mini'
import { AccountTypeSchema } from '../entities.ts'

/**
 * The embedded wallets' smart accounts on the Gangway server (smart.md §4): under the secure frame's
 * `/auth/v1` (its origin check and session, like `/auth/v1/rpc`). `networks` needs no session.
 */
export const SmartAccountApiPath = {
  /** GET (or POST `{}`) → `SmartAccountNetworksResponse`. */
  networks: '/auth/v1/smart-account/networks',
  /** POST `SmartAccountInitRequest` → `SmartAccountInitResponse` (the counterfactual address; deploys nothing). */
  init: '/auth/v1/smart-account/init',
  /** POST `PreferredAccountRequest` → `PreferredAccountResponse`, stored per user. */
  preferredAccount: '/auth/v1/preferred-account',
} as const

/** Codes of the smart-account refusals (beside the auth API's INVALID_REQUEST, SESSION_EXPIRED …). */
export const SmartAccountErrorCode = {
  /** The chain is not one of the server's smart-account-enabled networks. */
  NOT_AVAILABLE: 'SMART_ACCOUNT_NOT_AVAILABLE',
  /** The bundler refused or failed the user operation. */
  USER_OPERATION_FAILED: 'USER_OPERATION_FAILED',
  /** Sponsorship was refused and the account cannot pay for gas itself. */
  CANNOT_PAY_GAS: 'SMART_ACCOUNT_CANNOT_PAY_GAS',
} as const
export type SmartAccountErrorCode = (typeof SmartAccountErrorCode)[keyof typeof SmartAccountErrorCode]

/** The message of a preferred-account or init request for a chain that has no smart accounts. */
export const SMART_ACCOUNT_NOT_AVAILABLE_MESSAGE = 'Smart accounts are not available on this network'

const ChainNumberSchema = z.number().check(z.int(), z.positive())

export const SmartAccountNetworksResponseSchema = z.object({ smartAccountEnabledNetworks: z.array(z.number()) })
export type SmartAccountNetworksResponse = z.infer<typeof SmartAccountNetworksResponseSchema>

export const SmartAccountInitRequestSchema = z.object({ chainId: ChainNumberSchema })
export type SmartAccountInitRequest = z.infer<typeof SmartAccountInitRequestSchema>
export const SmartAccountInitResponseSchema = z.object({ address: z.string(), isDeployed: z.boolean() })
export type SmartAccountInitResponse = z.infer<typeof SmartAccountInitResponseSchema>

/** Only the EVM types an embedded wallet has. */
export const EmbeddedAccountTypeSchema = z.enum(['eoa', 'smartAccount'])
export type EmbeddedAccountType = z.infer<typeof EmbeddedAccountTypeSchema>

export const PreferredAccountRequestSchema = z.object({ type: EmbeddedAccountTypeSchema, chainId: ChainNumberSchema })
export type PreferredAccountRequest = z.infer<typeof PreferredAccountRequestSchema>
export const PreferredAccountResponseSchema = z.object({ type: EmbeddedAccountTypeSchema, address: z.string() })
export type PreferredAccountResponse = z.infer<typeof PreferredAccountResponseSchema>

/**
 * `/auth/v1/me` with `{ chainId, preferredAccountType? }` in the body: who is signed in with the account of
 * the preferred type on that chain (`address`), both accounts, the type and whether the smart account is
 * deployed. `preferredAccountType` is the dialog's default, used while the user never chose one.
 */
export const EmbeddedMeRequestSchema = z.object({
  chainId: z.optional(ChainNumberSchema),
  preferredAccountType: z.optional(z.string()),
})
export type EmbeddedMeRequest = z.infer<typeof EmbeddedMeRequestSchema>
export const EmbeddedAccountsSchema = z.object({
  address: z.string(),
  accounts: z.array(z.object({ address: z.string(), type: AccountTypeSchema })),
  preferredAccountType: EmbeddedAccountTypeSchema,
  smartAccountDeployed: z.boolean(),
})
export type EmbeddedAccounts = z.infer<typeof EmbeddedAccountsSchema>
