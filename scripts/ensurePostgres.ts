import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { defaultInstallDeps, ensureDebianPackage, type InstallDeps, type PackageCheck } from './ensureDebianPackage.ts'

const ROOT = '/usr/lib/postgresql'

/** Debian's PostgreSQL server (package postgresql) for the integration tests' throwaway servers. */
export function ensurePostgres(deps: InstallDeps = defaultInstallDeps): PackageCheck {
  return ensureDebianPackage(
    {
      what: `PostgreSQL (${ROOT}/<version>/bin/postgres)`,
      pkg: 'postgresql',
      probe: (d) => {
        if (!d.exists(ROOT)) return undefined
        const versions = readdirSync(ROOT)
        return versions.map((v) => join(ROOT, v, 'bin', 'postgres')).find((p) => d.exists(p))
      },
    },
    deps,
  )
}
