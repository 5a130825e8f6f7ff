import { z } from 'zod/mini'
import { TokenBalanceSchema } from './api/AccountApi.ts'
import { CaipAddressSchema } from './caip.ts'
import { ChainNamespaceSchema } from './chainNamespace.ts'
import { NetworkSchema } from './network.ts'

/** Registry wallet (SPEC §3). */
export const WalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  homepage: z.optional(z.string()),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  order: z.optional(z.number()),
})
export type Wallet = z.infer<typeof WalletSchema>

export const ConnectorTypeSchema = z.enum([
  'ANNOUNCED',
  'INJECTED',
  'WALLET_CONNECT',
  'AUTH',
  'EXTERNAL',
  'MULTI_CHAIN',
])
export type ConnectorType = z.infer<typeof ConnectorTypeSchema>

/** A way to connect, as the dialog lists it (SPEC §3). The live provider object is not part of the wire format. */
export const ConnectorSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: ConnectorTypeSchema,
  chain: ChainNamespaceSchema,
  name: z.string().check(z.minLength(1)),
  imageUrl: z.optional(z.string()),
  imageId: z.optional(z.string()),
  explorerId: z.optional(z.string()),
  info: z.optional(z.object({ rdns: z.optional(z.string()), icon: z.optional(z.string()) })),
})
export type Connector = z.infer<typeof ConnectorSchema>

export const AccountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])
export type AccountType = z.infer<typeof AccountTypeSchema>

export const ConnectionStatusSchema = z.enum(['disconnected', 'connecting', 'connected', 'reconnecting'])
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>

/** One adapter connection (SPEC §3). */
export const ConnectionSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  accounts: z
    .array(
      z.object({
        address: z.string().check(z.minLength(1)),
        type: z.optional(AccountTypeSchema),
        publicKey: z.optional(z.string()),
      }),
    )
    .check(z.minLength(1)),
  caipNetwork: z.optional(NetworkSchema),
})
export type Connection = z.infer<typeof ConnectionSchema>

/**
 * The signed-in user of an embedded (e-mail, social) wallet (SPEC §3 "User"; AppKit's `User`): e-mail,
 * username (a social login's), the accounts (EOA and smart account), preferred account type, whether the smart
 * account is deployed.
 */
export const UserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  username: z.optional(z.nullable(z.string())),
  accounts: z.optional(z.array(z.object({ type: z.enum(['eoa', 'smartAccount']), address: z.string() }))),
  preferredAccountType: z.optional(AccountTypeSchema),
  smartAccountDeployed: z.optional(z.boolean()),
})
export type User = z.infer<typeof UserSchema>

/** Per-namespace account state the hooks expose (SPEC §3). */
export const AccountStateSchema = z.object({
  caipAddress: z.optional(CaipAddressSchema),
  address: z.optional(z.string()),
  isConnected: z.boolean(),
  balance: z.optional(z.string()),
  balanceSymbol: z.optional(z.string()),
  profileName: z.optional(z.nullable(z.string())),
  profileImage: z.optional(z.nullable(z.string())),
  status: ConnectionStatusSchema,
  /** `publicKey` and `path`: what a Bitcoin wallet tells of each address (AppKit's `AccountTypeMap['bip122']`). */
  allAccounts: z.array(
    z.object({
      address: z.string(),
      type: z._default(AccountTypeSchema, 'eoa'),
      publicKey: z.optional(z.string()),
      path: z.optional(z.string()),
    }),
  ),
  preferredAccountType: z.optional(AccountTypeSchema),
  /** The Tokens list of the connected account on the active network (SPEC §3 "tokenBalance"; AppKit's). */
  tokenBalance: z.optional(z.array(TokenBalanceSchema)),
  /** The embedded wallet's signed-in user (SPEC §3 "user"; AppKit's `AccountControllerState.user`). */
  user: z.optional(UserSchema),
  /** The provider of a social, Farcaster or Telegram login (SPEC §3), e.g. 'google', 'farcaster'. */
  socialProvider: z.optional(z.string()),
  /** Set when connected through e-mail, social or Farcaster login (SPEC §3); `fid`: a Farcaster account's (Gangway's addition). */
  embeddedWalletInfo: z.optional(
    z.object({
      user: z.object({
        email: z.optional(z.string()),
        username: z.optional(z.string()),
        fid: z.optional(z.number()),
      }),
      authProvider: z.string(),
      accountType: AccountTypeSchema,
      isSmartAccountDeployed: z.boolean(),
    }),
  ),
})
export type AccountState = z.infer<typeof AccountStateSchema>
