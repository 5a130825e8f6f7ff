import type { KitOptions, ResolvedOptions } from './KitOptions.ts'

/**
 * Whether `optionNotices` could have something to say: only then does `createKit` load it (its texts are a
 * lazy chunk, so a site with plain options downloads nothing for it). An option `resolveOptions` resolves
 * under its own name is one Gangway has and never needs a notice — but `features` and `customRpcUrls`, whose
 * keys may be unknown or name networks not listed; AppKit's older names (`showWallets`, `siweConfig`) are
 * resolved into others. Anything else set (an unknown option, one of a later feature) may need one.
 */
export function mayNotice(options: KitOptions, resolved: ResolvedOptions): boolean {
  return Object.entries(options).some(
    ([key, value]) =>
      value !== undefined &&
      (key === 'features' ||
        key === 'customRpcUrls' ||
        !(key in resolved || key === 'showWallets' || key === 'siweConfig')),
  )
}
