import type { Project } from '../projects/Project.ts'

/** Hono context variables: the caller's address (for per-IP limits) and what the project guard found. */
export type AppEnv = { Variables: { ip: string; project: Project; clientKey: string } }
