import { z } from 'zod'
import { CaipAddressSchema } from './caip.ts'
import { ChainNamespaceSchema } from './chainNamespace.ts'
import { NetworkSchema } from './network.ts'

/** Registry wallet (SPEC §3). */
export const WalletSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  homepage: z.string().optional(),
  mobile_link: z.string().nullable().optional(),
  desktop_link: z.string().nullable().optional(),
  webapp_link: z.string().nullable().optional(),
  rdns: z.string().nullable().optional(),
  chains: z.array(z.string()).optional(),
  order: z.number().optional(),
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
  id: z.string().min(1),
  type: ConnectorTypeSchema,
  chain: ChainNamespaceSchema,
  name: z.string().min(1),
  imageUrl: z.string().optional(),
  imageId: z.string().optional(),
  explorerId: z.string().optional(),
  info: z.object({ rdns: z.string().optional(), icon: z.string().optional() }).optional(),
})
export type Connector = z.infer<typeof ConnectorSchema>

export const AccountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])
export type AccountType = z.infer<typeof AccountTypeSchema>

export const ConnectionStatusSchema = z.enum(['disconnected', 'connecting', 'connected', 'reconnecting'])
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>

/** One adapter connection (SPEC §3). */
export const ConnectionSchema = z.object({
  connectorId: z.string().min(1),
  accounts: z.array(z.object({ address: z.string().min(1), type: AccountTypeSchema.optional() })).min(1),
  caipNetwork: NetworkSchema.optional(),
})
export type Connection = z.infer<typeof ConnectionSchema>

/** Per-namespace account state the hooks expose (SPEC §3). */
export const AccountStateSchema = z.object({
  caipAddress: CaipAddressSchema.optional(),
  address: z.string().optional(),
  isConnected: z.boolean(),
  balance: z.string().optional(),
  balanceSymbol: z.string().optional(),
  profileName: z.string().nullable().optional(),
  profileImage: z.string().nullable().optional(),
  status: ConnectionStatusSchema,
  allAccounts: z.array(z.object({ address: z.string(), type: AccountTypeSchema.default('eoa') })),
  preferredAccountType: AccountTypeSchema.optional(),
})
export type AccountState = z.infer<typeof AccountStateSchema>
