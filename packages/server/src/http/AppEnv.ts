import type { Project } from '../projects/Project.ts'

/**
 * Hono context variables: the caller's address (for per-IP limits), what the project guard found, and the
 * message of an error a route threw (`failure`, for the request's log line).
 */
export type AppEnv = { Variables: { ip: string; project: Project; clientKey: string; failure?: string } }
