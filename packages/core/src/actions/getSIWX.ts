import type { Kit } from '../Kit.ts'
import type { SIWXConfig } from '../siwx/SIWXConfig.ts'

/**
 * The kit's sign-in config (AppKit's `getSIWX`): the `siwx` option, or `siweConfig` adapted to it; undefined
 * when sign-in is off.
 *
 * @example
 * const siwx = getSIWX(kit)
 * const sessions = await siwx?.getSessions('eip155:1', address)
 */
export function getSIWX<Config extends SIWXConfig = SIWXConfig>(kit: Kit): Config | undefined {
  return kit.options.siwx as Config | undefined
}
