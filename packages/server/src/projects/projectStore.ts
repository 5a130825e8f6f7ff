import type { Kysely } from 'kysely'
import type { Database, SponsorshipJson } from '../db/Database.ts'
import type { Project } from './Project.ts'
import type { ProjectInput } from './ProjectInput.ts'

const toProject = (row: {
  id: string
  name: string
  allowed_origins: string[]
  allowed_app_ids: string[]
  allow_no_origin: boolean
  features: Record<string, unknown>
  analytics_enabled: boolean
  sponsorship: SponsorshipJson | null
}): Project => ({
  id: row.id,
  name: row.name,
  allowedOrigins: row.allowed_origins,
  allowedAppIds: row.allowed_app_ids,
  allowNoOrigin: row.allow_no_origin,
  features: row.features,
  analyticsEnabled: row.analytics_enabled,
  // a policy stored before the project-wide budget existed has none: 0, nothing sponsored until it is set
  ...(row.sponsorship
    ? { sponsorship: { ...row.sponsorship, projectDailyBudgetWei: row.sponsorship.projectDailyBudgetWei ?? '0' } }
    : {}),
})

export type ProjectPatch = Partial<Omit<ProjectInput, 'id'>>

/** Projects in the database: read, list, create, update, upsert. */
export function projectStore(db: Kysely<Database>) {
  const columns = [
    'id',
    'name',
    'allowed_origins',
    'allowed_app_ids',
    'allow_no_origin',
    'features',
    'analytics_enabled',
    'sponsorship',
  ] as const
  return {
    async get(id: string): Promise<Project | undefined> {
      const row = await db.selectFrom('projects').select(columns).where('id', '=', id).executeTakeFirst()
      return row && toProject(row)
    },
    async list(): Promise<Project[]> {
      return (await db.selectFrom('projects').select(columns).orderBy('id').execute()).map(toProject)
    },
    /** Creates a project; answers undefined when the id is taken. */
    async create(input: ProjectInput): Promise<Project | undefined> {
      const row = await db
        .insertInto('projects')
        .values({
          id: input.id,
          name: input.name,
          allowed_origins: JSON.stringify(input.allowedOrigins),
          allowed_app_ids: JSON.stringify(input.allowedAppIds ?? []),
          allow_no_origin: input.allowNoOrigin ?? false,
          features: JSON.stringify(input.features),
          analytics_enabled: input.analyticsEnabled,
          sponsorship: input.sponsorship ? JSON.stringify(input.sponsorship) : null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning(columns)
        .executeTakeFirst()
      return row && toProject(row)
    },
    /** Changes the given fields; answers undefined for an unknown id. */
    async update(id: string, patch: ProjectPatch): Promise<Project | undefined> {
      const row = await db
        .updateTable('projects')
        .set({
          ...(patch.name === undefined ? {} : { name: patch.name }),
          ...(patch.allowedOrigins === undefined ? {} : { allowed_origins: JSON.stringify(patch.allowedOrigins) }),
          ...(patch.allowedAppIds === undefined ? {} : { allowed_app_ids: JSON.stringify(patch.allowedAppIds) }),
          ...(patch.allowNoOrigin === undefined ? {} : { allow_no_origin: patch.allowNoOrigin }),
          ...(patch.features === undefined ? {} : { features: JSON.stringify(patch.features) }),
          ...(patch.analyticsEnabled === undefined ? {} : { analytics_enabled: patch.analyticsEnabled }),
          ...(patch.sponsorship === undefined ? {} : { sponsorship: JSON.stringify(patch.sponsorship) }),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst()
      return row && toProject(row)
    },
    /** Creates or replaces (the seed of `SEED_PROJECTS`). */
    async upsert(input: ProjectInput): Promise<void> {
      const values = {
        name: input.name,
        allowed_origins: JSON.stringify(input.allowedOrigins),
        allowed_app_ids: JSON.stringify(input.allowedAppIds ?? []),
        allow_no_origin: input.allowNoOrigin ?? false,
        features: JSON.stringify(input.features),
        analytics_enabled: input.analyticsEnabled,
        sponsorship: input.sponsorship ? JSON.stringify(input.sponsorship) : null,
      }
      await db
        .insertInto('projects')
        .values({ id: input.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute()
    },
  }
}
export type ProjectStore = ReturnType<typeof projectStore>
