import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export type PackageCheck = { ok: true; installed: boolean } | { ok: false; message: string }

export type InstallDeps = {
  exists: (path: string) => boolean
  isRoot: () => boolean
  hasApt: () => boolean
  install: (command: string) => void
}

export const defaultInstallDeps: InstallDeps = {
  exists: existsSync,
  isRoot: () => process.getuid?.() === 0,
  hasApt: () => existsSync('/usr/bin/apt-get'),
  install: (command) =>
    execFileSync('sh', ['-c', command], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }),
}

/**
 * Makes sure a Debian package's file is there (`probe` answers its path, or undefined when missing): as
 * root on a Debian machine it installs the package with apt; otherwise it answers the exact command to run.
 */
export function ensureDebianPackage(
  spec: { what: string; pkg: string; probe: (deps: InstallDeps) => string | undefined },
  deps: InstallDeps = defaultInstallDeps,
): PackageCheck {
  if (spec.probe(deps)) return { ok: true, installed: false }
  const command = `apt-get update && apt-get install -y ${spec.pkg}`
  if (!deps.isRoot() || !deps.hasApt()) {
    return { ok: false, message: `${spec.what} is missing. Install Debian's package with:\n  sudo sh -c '${command}'` }
  }
  console.log(`${spec.what} is missing; installing it: ${command}`)
  deps.install(command)
  if (!spec.probe(deps)) return { ok: false, message: `apt-get finished but ${spec.what} is still missing.` }
  return { ok: true, installed: true }
}
