import type { Project } from '../projects/Project.ts'

/** Hono context variables set by the project guard. */
export type AppEnv = { Variables: { project: Project; clientKey: string } }
