import type { ColumnType, Generated } from 'kysely'

/** A jsonb column: read as `T`, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>

export type ProjectsTable = {
  id: string
  name: string
  allowed_origins: Json<string[]>
  features: Json<Record<string, unknown>>
  analytics_enabled: boolean
  created_at: Generated<Date>
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

/** Account names (registration comes with a later issue); addresses stored lowercase. */
export type NamesTable = {
  address: string
  name: string
  avatar: string | null
  created_at: Generated<Date>
}

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

/** The server's tables (migrations in `migrations.ts`). */
export type Database = {
  indexed_blocks: IndexedBlocksTable
  transactions: TransactionsTable
  transfers: TransfersTable
  token_contracts: TokenContractsTable
  names: NamesTable
  projects: ProjectsTable
  wallets: WalletsTable
  analytics_events: AnalyticsEventsTable
}
