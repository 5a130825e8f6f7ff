import { defaultInstallDeps, ensureDebianPackage, type InstallDeps, type PackageCheck } from './ensureDebianPackage.ts'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium at CHROMIUM_PATH (installed with apt as root); never a browser build of its own. */
export function ensureChromium(deps: InstallDeps = defaultInstallDeps): PackageCheck {
  return ensureDebianPackage(
    {
      what: `Chromium (${CHROMIUM_PATH})`,
      pkg: 'chromium',
      probe: (d) => (d.exists(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined),
    },
    deps,
  )
}
