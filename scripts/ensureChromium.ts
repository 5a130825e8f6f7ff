import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium'

export type ChromiumCheck = { ok: true; installed: boolean } | { ok: false; message: string }

type Deps = {
  exists: (path: string) => boolean
  isRoot: () => boolean
  hasApt: () => boolean
  install: () => void
}

const defaultDeps: Deps = {
  exists: existsSync,
  isRoot: () => process.getuid?.() === 0,
  hasApt: () => existsSync('/usr/bin/apt-get'),
  install: () =>
    execFileSync('sh', ['-c', INSTALL_COMMAND], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }),
}

/**
 * Makes sure Debian's Chromium is at CHROMIUM_PATH: as root on a Debian machine it installs it with apt;
 * otherwise it answers the exact command to run. Never downloads a browser build of its own.
 */
export function ensureChromium(deps: Deps = defaultDeps): ChromiumCheck {
  if (deps.exists(CHROMIUM_PATH)) return { ok: true, installed: false }
  if (!deps.isRoot() || !deps.hasApt()) {
    return {
      ok: false,
      message: `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package with:\n  sudo sh -c '${INSTALL_COMMAND}'`,
    }
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing it: ${INSTALL_COMMAND}`)
  deps.install()
  if (!deps.exists(CHROMIUM_PATH)) {
    return { ok: false, message: `apt-get finished but ${CHROMIUM_PATH} is still missing.` }
  }
  return { ok: true, installed: true }
}
