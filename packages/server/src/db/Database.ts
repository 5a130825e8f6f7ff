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

/** The server's tables (migrations in `migrations.ts`). */
export type Database = {
  names: NamesTable
  projects: ProjectsTable
  wallets: WalletsTable
  analytics_events: AnalyticsEventsTable
}
