import { join } from 'node:path'
import { runLogged, type StepResult } from './runLogged.ts'
import { siteEnv } from './siteEnv.ts'

/** Builds an example's copy with its own `npm run build` (its log: `<name>-build.log`). */
export function buildSite(name: string, site: string, logs: string): Promise<StepResult> {
  return runLogged(`${name}: npm run build (its own script)`, 'npm', ['run', 'build'], {
    cwd: site,
    env: siteEnv(),
    log: join(logs, `${name}-build.log`),
  })
}
