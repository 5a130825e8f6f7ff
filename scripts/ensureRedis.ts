import { defaultInstallDeps, ensureDebianPackage, type InstallDeps, type PackageCheck } from './ensureDebianPackage.ts'

const REDIS_SERVER = '/usr/bin/redis-server'

/** Debian's redis-server, for the relay's scale-out tests (a throwaway server on a loopback port). */
export function ensureRedis(deps: InstallDeps = defaultInstallDeps): PackageCheck {
  return ensureDebianPackage(
    {
      what: `Redis (${REDIS_SERVER})`,
      pkg: 'redis-server',
      probe: (d) => (d.exists(REDIS_SERVER) ? REDIS_SERVER : undefined),
    },
    deps,
  )
}
