import type { SessionPermission, SmartSession } from '@gangway/protocol'
import type { Project } from '../projects/Project.ts'
import type { SessionRow } from './sessionStore.ts'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** A stored session as AppKit's `SmartSession` (times in Unix seconds; `context` is the pci). */
export function toSmartSession(row: SessionRow, project: Pick<Project, 'id' | 'name'>): SmartSession {
  return {
    project: { id: project.id, name: project.name },
    pci: row.pci,
    expiry: seconds(row.expiry),
    createdAt: seconds(row.created_at),
    permissions: row.permissions as SessionPermission[],
    policies: row.policies as SmartSession['policies'],
    context: row.pci,
    ...(row.revoked_at ? { revokedAt: seconds(row.revoked_at) } : {}),
  }
}
