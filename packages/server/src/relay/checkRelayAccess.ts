import type { IncomingMessage } from 'node:http'
import { isOriginAllowed } from '@gangway/protocol'
import type { Project } from '../projects/Project.ts'
import { ProjectIdSchema } from '../projects/ProjectInput.ts'
import { RelayClose } from './RelayLimits.ts'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

export type RelayProjectLookup = (id: string) => Promise<Project | undefined>

export type RelayAccess =
  | { ok: true; clientId: string; projectId: string }
  | { ok: false; reason: string; log: Record<string, unknown> }

/**
 * Who may open a relay socket, checked before anything is stored for it:
 * 1. a `projectId` naming a known project ("Authorization error: Project ID is missing" / "Project not found");
 * 2. a valid relay-auth token (`auth`), whose issuer becomes the client id;
 * 3. a browser (an `Origin` header) on the project's allowed origins, the API's matcher; a native app
 *    (`packageName` on Android, `bundleId` on iOS, no browser Origin) on the project's allowed app ids; a
 *    client with neither only when the project allows clients without an origin. Else "Unauthorized:
 *    origin not allowed". React Native sends the relay's own origin, which therefore counts as none.
 * Refusals close the socket with 3000 and the reason, as the official relay does.
 */
export async function checkRelayAccess(
  req: IncomingMessage,
  options: { audiences: readonly string[]; project: RelayProjectLookup; maxTokenLifetimeSeconds: number },
): Promise<RelayAccess> {
  const url = new URL(req.url ?? '/', 'http://relay')
  const projectId = url.searchParams.get('projectId')
  if (!projectId) return { ok: false, reason: RelayClose.PROJECT_MISSING, log: {} }
  const project = ProjectIdSchema.safeParse(projectId).success ? await options.project(projectId) : undefined
  if (!project) return { ok: false, reason: RelayClose.PROJECT_NOT_FOUND, log: { projectId: projectId.slice(0, 64) } }
  const auth = await verifyRelayAuth(url.searchParams.get('auth'), options.audiences, {
    maxLifetimeSeconds: options.maxTokenLifetimeSeconds,
  })
  if (!auth.ok) return { ok: false, reason: auth.reason, log: { projectId } }
  const appIds = ['packageName', 'bundleId']
    .map((name) => url.searchParams.get(name))
    .filter((id): id is string => !!id)
  const origin = req.headers.origin
  const browser = origin !== undefined && !isOwnOrigin(origin, req.headers.host)
  const allowed = browser
    ? isOriginAllowed(origin, project.allowedOrigins)
    : appIds.length > 0
      ? appIds.every((id) => project.allowedAppIds.includes(id))
      : project.allowNoOrigin
  if (!allowed) {
    return {
      ok: false,
      reason: RelayClose.ORIGIN_NOT_ALLOWED,
      log: { projectId, origin: origin?.slice(0, 200), appIds: appIds.map((id) => id.slice(0, 200)) },
    }
  }
  return { ok: true, clientId: auth.clientId, projectId }
}

function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase()
  } catch {
    return false
  }
}
