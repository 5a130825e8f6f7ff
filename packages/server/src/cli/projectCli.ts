import { parseArgs } from 'node:util'
import { RemoteFeaturesSchema } from '@gangway/protocol'
import type { ServerConfig } from '../config/ServerConfig.ts'
import { openDatabase } from '../db/openDatabase.ts'
import type { Project } from '../projects/Project.ts'
import { AppIdSchema, OriginPatternSchema, ProjectIdSchema, ProjectInputSchema } from '../projects/ProjectInput.ts'
import { type ProjectPatch, projectStore } from '../projects/projectStore.ts'
import { NO_SPONSORSHIP, type SponsorshipPolicy, SponsorshipPolicySchema } from '../projects/SponsorshipPolicy.ts'

export const PROJECT_USAGE = `Usage:
  gangway-server project create --id <id> --name <name> [--origin <origin>]... [--app-id <id>]...
      [--no-origin allow|refuse] [--features <json>] [--analytics on|off] [--sponsorship <json>|off]
  gangway-server project list
  gangway-server project update <id> [--name <name>] [--origin <origin>]... [--app-id <id>]...
      [--no-origin allow|refuse] [--features <json>] [--analytics on|off] [--sponsorship <json>|off]

Origins: https://app.example.com, https://*.example.com, example.com (any scheme and port), localhost, *.
App ids (native apps on the WalletConnect relay): Android package names and iOS bundle ids, com.example.app.
--no-origin: relay clients with neither a browser Origin nor an app id (servers, scripts); default refuse.
--origin and --app-id replace the whole list on update (--app-id '' empties it). The database is the one
the server uses (DATABASE_URL or DATA_DIR); with the embedded database, stop the server first (one process
at a time).
--sponsorship: gas sponsorship of the embedded wallets' smart accounts, e.g.
  '{"enabled":true,"dailyBudgetWei":"50000000000000000","projectDailyBudgetWei":"1000000000000000000",
  "allowedContracts":[]}' (dailyBudgetWei: per account, chain and UTC day; projectDailyBudgetWei: all the
  project's accounts together, per chain and UTC day; allowedContracts empty = any contract); off = none.`

export class UsageError extends Error {}

const options = {
  id: { type: 'string' },
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'app-id': { type: 'string', multiple: true },
  'no-origin': { type: 'string' },
  features: { type: 'string' },
  analytics: { type: 'string' },
  sponsorship: { type: 'string' },
} as const

const describe = (p: Project) =>
  [
    p.id,
    p.name,
    `origins=${p.allowedOrigins.join(',') || '(none)'}`,
    `apps=${p.allowedAppIds.join(',') || '(none)'}`,
    `no-origin=${p.allowNoOrigin ? 'allow' : 'refuse'}`,
    `analytics=${p.analyticsEnabled ? 'on' : 'off'}`,
    `features=${JSON.stringify(p.features)}`,
    ...(p.sponsorship?.enabled ? [`sponsorship=${JSON.stringify(p.sponsorship)}`] : []),
  ].join('\t')

function parseFeatures(value: string | undefined) {
  if (value === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    throw new UsageError('--features must be JSON, e.g. \'{"email":false}\'')
  }
  const parsed = RemoteFeaturesSchema.safeParse(json)
  if (!parsed.success)
    throw new UsageError(`--features: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

function parseSponsorship(value: string | undefined): SponsorshipPolicy | undefined {
  if (value === undefined) return undefined
  if (value === 'off') return NO_SPONSORSHIP
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    throw new UsageError('--sponsorship must be JSON or off')
  }
  const parsed = SponsorshipPolicySchema.safeParse(json)
  if (!parsed.success)
    throw new UsageError(`--sponsorship: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

function parseAppIds(values: string[] | undefined) {
  if (values === undefined) return undefined
  const ids = values.filter((v) => v !== '')
  for (const id of ids) {
    if (!AppIdSchema.safeParse(id).success)
      throw new UsageError(
        `--app-id ${id}: not an app id (Android package name or iOS bundle id, e.g. com.example.app)`,
      )
  }
  return ids
}

function parseNoOrigin(value: string | undefined) {
  if (value === undefined) return undefined
  if (value !== 'allow' && value !== 'refuse') throw new UsageError('--no-origin must be allow or refuse')
  return value === 'allow'
}

function parseAnalytics(value: string | undefined) {
  if (value === undefined) return undefined
  if (value !== 'on' && value !== 'off') throw new UsageError('--analytics must be on or off')
  return value === 'on'
}

/** `gangway-server project …`: answers the lines to print; bad input throws UsageError and changes nothing. */
export async function projectCli(args: string[], database: ServerConfig['database']): Promise<string[]> {
  const [command, ...rest] = args
  if (command !== 'create' && command !== 'list' && command !== 'update') throw new UsageError(PROJECT_USAGE)
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>
  try {
    parsed = parseArgs({ args: rest, options, allowPositionals: true })
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${PROJECT_USAGE}`)
  }
  const { values, positionals } = parsed
  const features = parseFeatures(values.features)
  const analyticsEnabled = parseAnalytics(values.analytics)
  const sponsorship = parseSponsorship(values.sponsorship)
  const allowedAppIds = parseAppIds(values['app-id'])
  const allowNoOrigin = parseNoOrigin(values['no-origin'])
  for (const origin of values.origin ?? []) {
    if (!OriginPatternSchema.safeParse(origin).success)
      throw new UsageError(`--origin ${origin}: not an origin or host`)
  }
  let input: ReturnType<typeof ProjectInputSchema.parse> | undefined
  let updateId: string | undefined
  if (command === 'create') {
    const result = ProjectInputSchema.safeParse({
      id: values.id,
      name: values.name ?? values.id,
      allowedOrigins: values.origin ?? [],
      ...(allowedAppIds ? { allowedAppIds } : {}),
      ...(allowNoOrigin === undefined ? {} : { allowNoOrigin }),
      ...(features ? { features } : {}),
      ...(analyticsEnabled === undefined ? {} : { analyticsEnabled }),
      ...(sponsorship ? { sponsorship } : {}),
    })
    if (!result.success) {
      const issue = result.error.issues[0]
      throw new UsageError(`--${String(issue?.path[0] ?? 'id')} ${issue?.message}`)
    }
    input = result.data
  } else if (command === 'update') {
    updateId = positionals[0] ?? values.id
    if (!updateId || !ProjectIdSchema.safeParse(updateId).success)
      throw new UsageError(`update needs a project id\n\n${PROJECT_USAGE}`)
  }
  const { db, close } = await openDatabase(database)
  try {
    const store = projectStore(db)
    if (command === 'list') return (await store.list()).map(describe)
    if (input) {
      const created = await store.create(input)
      if (!created) throw new UsageError(`A project with id "${input.id}" exists; use update`)
      return [`created ${describe(created)}`]
    }
    const patch: ProjectPatch = {
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(values.origin === undefined ? {} : { allowedOrigins: values.origin }),
      ...(allowedAppIds === undefined ? {} : { allowedAppIds }),
      ...(allowNoOrigin === undefined ? {} : { allowNoOrigin }),
      ...(features ? { features } : {}),
      ...(analyticsEnabled === undefined ? {} : { analyticsEnabled }),
      ...(sponsorship ? { sponsorship } : {}),
    }
    const updated = await store.update(updateId as string, patch)
    if (!updated) throw new UsageError(`No project with id "${updateId}"`)
    return [`updated ${describe(updated)}`]
  } finally {
    await close()
  }
}
