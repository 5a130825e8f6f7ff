import type { ColumnType, Generated } from 'kysely'

/** A jsonb column: read as `T`, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>

export type ProjectsTable = {
  id: string
  name: string
  allowed_origins: Json<string[]>
  allowed_app_ids: ColumnType<string[], string | undefined, string>
  allow_no_origin: Generated<boolean>
  features: Json<Record<string, unknown>>
  analytics_enabled: boolean
  /** Gas sponsorship policy (projects/SponsorshipPolicy.ts); null = off. */
  sponsorship: ColumnType<SponsorshipJson | null, string | null | undefined, string | null>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export type SponsorshipJson = {
  enabled: boolean
  dailyBudgetWei: string
  projectDailyBudgetWei?: string
  allowedContracts: string[]
}

/** Sponsored wei (the operations' maximum cost) per project, chain, account and UTC day (`YYYY-MM-DD`). */
export type SmartSponsorSpendTable = {
  project_id: string
  chain_id: number
  account: string
  day: string
  /** numeric(78,0): a decimal string. */
  spent_wei: ColumnType<string, string, string>
  updated_at: Generated<Date>
}

/** The sponsored wei of a whole project per chain and UTC day (its `projectDailyBudgetWei`). */
export type SmartSponsorProjectSpendTable = {
  project_id: string
  chain_id: number
  day: string
  /** numeric(78,0): a decimal string. */
  spent_wei: ColumnType<string, string, string>
  updated_at: Generated<Date>
}

export type WalletsTable = {
  id: string
  name: string
  name_lower: string
  homepage: string | null
  rdns: string | null
  rank: number
  namespaces: Json<string[]>
  chains: Json<string[]>
  badge_type: string
  links: Json<Record<string, string | null>>
}

export type AnalyticsEventsTable = {
  id: Generated<string>
  project_id: string
  client_id: string | null
  event_id: string
  url: string | null
  domain: string | null
  event_time: string
  props: Json<Record<string, unknown>>
  received_at: Generated<Date>
}

/**
 * Account names (migration 0012): a name is `<label>.<zone>`, unique on the server; addresses stored
 * lowercase (0x…); an address holds at most a few names, exactly one primary.
 */
export type NamesTable = {
  name: string
  address: string
  /** ENSIP-11 coin type of the chain the registration was signed for (bigint column, read as string). */
  coin_type: ColumnType<string, number | bigint | string, number | bigint | string>
  is_primary: boolean
  /** `{ avatar?, bio? }`. */
  attributes: Json<Record<string, string>>
  registered_at: Generated<Date>
  updated_at: Date | null
}

/** sha256 of each accepted registration's signature: a registration is accepted once. */
export type NameSignaturesTable = { signature_hash: string; used_at: Generated<Date> }

/** Block hashes the activity indexer has indexed (the recent ones; older ones are pruned). */
export type IndexedBlocksTable = { chain_id: string; number: number; hash: string }

/** A transaction with at least one recorded transfer; addresses stored lowercase. */
export type TransactionsTable = {
  chain_id: string
  hash: string
  block_number: number
  tx_index: number
  mined_at: Date
  sent_from: string
  sent_to: string | null
  status: 'confirmed' | 'failed'
}

/** A native, ERC-20 or ERC-721 transfer; `log_index` is -1 for the native value of the transaction. */
export type TransfersTable = {
  chain_id: string
  tx_hash: string
  log_index: number
  block_number: number
  tx_index: number
  kind: 'native' | 'erc20' | 'erc721'
  contract: string | null
  sender: string
  recipient: string
  /** Base units as a decimal string (ERC-721: "1"). */
  amount: string
  token_id: string | null
}

/** Name, symbol and decimals of a token contract, read once when the indexer first sees it. */
export type TokenContractsTable = {
  chain_id: string
  address: string
  kind: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * A login user of one project (e-mail stored lowercase). `email` is null for a user who signed in with a
 * social provider only (its e-mail, if any, stays on the identity unless linking is on).
 */
export type AuthUsersTable = {
  id: string
  project_id: string
  email: string | null
  /** `eoa` or `smartAccount`; null until the user chooses (the dialog's default applies). */
  preferred_account_type: ColumnType<string | null, string | null | undefined, string | null>
  /** The GangwayAccount version of the user's smart accounts: 1 for users made before v2, else 2. Never changes. */
  smart_account_version: Generated<number>
  created_at: Generated<Date>
}

/** A social provider's account (provider + subject) of a project, naming the one user it signs in as. */
export type AuthIdentitiesTable = {
  project_id: string
  provider: string
  subject: string
  user_id: string
  /** The provider's handle or name (shown as `user.username`). */
  username: string | null
  email: string | null
  email_verified: boolean
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** A social authorization request waiting for its redirect: single use, until `expires_at`. */
export type AuthSocialStatesTable = {
  /** SHA-256 of the `state` parameter. */
  state_hash: string
  project_id: string
  device_id: string
  provider: string
  code_verifier: string
  nonce: string
  redirect_uri: string
  /** The site's page a login without popup returns to (migration 0010); null for popup logins. */
  return_to: string | null
  expires_at: Date
  created_at: Generated<Date>
}

/** A single-use nonce for a Farcaster sign-in, bound to the project and the frame's device that asked. */
export type AuthFarcasterNoncesTable = { nonce: string; project_id: string; device_id: string; expires_at: Date }

/** A Telegram login's `hash` already used, kept until the login would be refused as too old anyway. */
export type AuthTelegramUsedTable = { hash: string; expires_at: Date }

/** A channel of the Farcaster relay (`src/farcaster`); the bearer token is stored as its SHA-256. */
export type FarcasterChannelsTable = {
  token_hash: string
  state: 'pending' | 'completed'
  nonce: string
  signature_params: Json<Record<string, unknown>>
  metadata: Json<{ ip: string; userAgent: string }>
  accept_auth_address: boolean
  completion: ColumnType<Record<string, unknown> | null, string | null, string | null>
  expires_at: Date
  created_at: Generated<Date>
}

/** The user's embedded wallet: its private key encrypted under a data key wrapped by the master key. */
export type AuthWalletsTable = {
  user_id: string
  address: string
  encrypted_key: string
  wrapped_key: string
  created_at: Generated<Date>
}

/** Devices approved (by a mailed link) to log in as an e-mail of a project. */
export type AuthDevicesTable = {
  project_id: string
  email: string
  device_id: string
  approve_hash: string
  approved_at: Date | null
  expires_at: Date
}

/** The live code of a purpose (login, update_primary, update_secondary) per project and e-mail. */
export type AuthCodesTable = {
  project_id: string
  email: string
  purpose: string
  code_hash: string
  /** What the code confirms (the new address for an e-mail update). */
  subject: string | null
  sent_at: Date
  expires_at: Date
}

/** Wrong codes per project and e-mail; the address locks for a while after 5. */
export type AuthAttemptsTable = { project_id: string; email: string; failures: number; locked_until: Date | null }

export type AuthSessionsTable = {
  id: string
  user_id: string
  project_id: string
  device_id: string
  refresh_hash: string
  /** The first session of its login: every refresh inherits it, so reuse can revoke them all. */
  family_id: string
  expires_at: Date
  revoked_at: Date | null
  /** When its refresh token was exchanged for the next session (a later use of it is reuse). */
  rotated_at: Date | null
  /** How the login was made: `email` or the social provider (refreshes keep it). */
  auth_provider: Generated<string>
  created_at: Generated<Date>
}

/** A single-use Sign-in-with-X nonce of a project, until `expires_at` (consumed by the session it signs in). */
export type SiwxNoncesTable = { nonce: string; project_id: string; expires_at: Date; created_at: Generated<Date> }

/** A signed Sign-in-with-X session (SPEC §3 embedded-session fields); its bearer token is stored hashed. */
export type SiwxSessionsTable = {
  id: string
  project_id: string
  token_hash: string
  chain_id: string
  account_address: string
  /** `account_address` as looked up: lowercase for eip155. */
  address_key: string
  domain: string
  uri: string
  version: string
  nonce: string
  statement: string | null
  resources: ColumnType<string[] | null, string | null, string | null>
  request_id: string | null
  /** The message's times, as signed (ISO 8601 text). */
  issued_at: string | null
  expiration_time: string | null
  not_before: string | null
  message: string
  signature: string
  expires_at: Date
  revoked_at: Date | null
  created_at: Generated<Date>
}

/** An on-ramp purchase (migration 0011): stored `pending` with the URL, moved once by the provider's webhook. */
export type OnrampPurchasesTable = {
  id: string
  project_id: string
  provider: string
  status: 'pending' | 'completed' | 'failed'
  /** CAIP-10 destination account. */
  account: string
  /** The purchase currency id (symbol). */
  purchase_currency: string
  /** CAIP-19-ish `<CAIP-2>:<0x address | mint | native>` of the token bought. */
  asset: string
  purchase_amount: string | null
  payment_currency: string
  payment_amount: string
  payment_method: string
  tx_hash: string | null
  failure_reason: string | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** A provider's webhook event, received once (its id per provider). */
export type OnrampWebhookEventsTable = {
  provider: string
  event_id: string
  purchase_id: string
  status: string
  received_at: Generated<Date>
}

/** The server's tables (migrations in `migrations.ts`). */
/**
 * Session permissions (migration 0014, `src/sessions`): a session key granted to an embedded smart account;
 * addresses lowercase, `chain_id` CAIP-2, `spend_limit` decimal wei, `permissions`/`policies` AppKit's shapes.
 */
export type SmartSessionsTable = {
  pci: string
  project_id: string
  user_id: string | null
  chain_id: string
  account_address: string
  session_key: string
  permissions: Json<Record<string, unknown>[]>
  policies: Json<Record<string, unknown>[]>
  spend_limit: string
  expiry: Date
  grant_tx_hash: string | null
  created_at: Generated<Date>
  revoked_at: Date | null
}

export type Database = {
  smart_sessions: SmartSessionsTable
  onramp_purchases: OnrampPurchasesTable
  onramp_webhook_events: OnrampWebhookEventsTable
  siwx_nonces: SiwxNoncesTable
  siwx_sessions: SiwxSessionsTable
  auth_users: AuthUsersTable
  auth_identities: AuthIdentitiesTable
  auth_social_states: AuthSocialStatesTable
  auth_wallets: AuthWalletsTable
  auth_devices: AuthDevicesTable
  auth_codes: AuthCodesTable
  auth_attempts: AuthAttemptsTable
  auth_sessions: AuthSessionsTable
  auth_farcaster_nonces: AuthFarcasterNoncesTable
  auth_telegram_used: AuthTelegramUsedTable
  farcaster_channels: FarcasterChannelsTable
  indexed_blocks: IndexedBlocksTable
  transactions: TransactionsTable
  transfers: TransfersTable
  token_contracts: TokenContractsTable
  names: NamesTable
  name_signatures: NameSignaturesTable
  projects: ProjectsTable
  smart_sponsor_spend: SmartSponsorSpendTable
  smart_sponsor_project_spend: SmartSponsorProjectSpendTable
  wallets: WalletsTable
  analytics_events: AnalyticsEventsTable
}
