import type { Kit } from '../Kit.ts'
import { resolveName } from './resolveName.ts'

/**
 * Whether somebody holds a name (AppKit's `EnsController.isNameRegistered`): true when it resolves, false
 * otherwise — a server that cannot answer counts as "not registered", as in AppKit.
 *
 * @example
 * if (await isNameRegistered(kit, 'alice.gangway.id')) …
 */
export async function isNameRegistered(kit: Kit, name: string): Promise<boolean> {
  try {
    await resolveName(kit, name)
    return true
  } catch {
    return false
  }
}
