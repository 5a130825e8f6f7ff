import type { Kit } from '../Kit.ts'
import type { Features } from '../options/Features.ts'
import type { KitOptions } from '../options/KitOptions.ts'
import { resolveOptions } from '../options/resolveOptions.ts'
import type { OptionsState } from '../stores/KitStores.ts'

/** Options that can change after `createAppKit` (they live in the `options` store the dialog reads). */
export const UPDATABLE_OPTIONS = [
  'features',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'customWallets',
  'connectorImages',
  'allWallets',
] as const

export type UpdatableOptions = Pick<KitOptions, (typeof UPDATABLE_OPTIONS)[number]>

/** The options checked as `createAppKit` checks them (a bad value throws and changes nothing). */
function check(kit: Kit, options: UpdatableOptions) {
  return resolveOptions({ projectId: kit.options.projectId, networks: kit.options.networks, ...options })
}

/**
 * AppKit's `updateOptions`: changes the Connect options of a running dialog (`features`, the legal URLs,
 * `customWallets`, `connectorImages`, `allWallets`); `features` are merged into the current ones. Any other
 * option takes effect only at `createAppKit`: it is named in a console warning and not applied.
 */
export function updateOptions(kit: Kit, options: UpdatableOptions & Partial<Record<string, unknown>>): void {
  const fixed = Object.keys(options).filter((k) => !(UPDATABLE_OPTIONS as readonly string[]).includes(k))
  if (fixed.length > 0) {
    console.warn(`gangway: updateOptions: ${fixed.join(', ')} take effect only at createAppKit; not changed.`)
  }
  const picked = Object.fromEntries(
    UPDATABLE_OPTIONS.filter((k) => options[k] !== undefined).map((k) => [k, options[k]]),
  ) as UpdatableOptions
  const resolved = check(kit, picked)
  const next: Partial<OptionsState> = {}
  if (picked.features) next.features = { ...kit.stores.options.get().features, ...resolved.localFeatures }
  if ('termsConditionsUrl' in picked) next.termsConditionsUrl = resolved.termsConditionsUrl
  if ('privacyPolicyUrl' in picked) next.privacyPolicyUrl = resolved.privacyPolicyUrl
  if (picked.customWallets) next.customWallets = resolved.customWallets
  if (picked.connectorImages) next.connectorImages = resolved.connectorImages
  if (picked.allWallets) next.allWallets = resolved.allWallets
  kit.stores.options.set(next)
}

/** AppKit's `updateFeatures`: merges features into the running dialog's (checked as at start). */
export function updateFeatures(kit: Kit, features: Features): void {
  updateOptions(kit, { features })
}
