import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runLogged, type StepResult } from './runLogged.ts'
import { siteEnv } from './siteEnv.ts'

/** Every `@gangway/*` specifier a site can import: each installed package and each subpath of its `exports`. */
export function gangwaySpecifiers(site: string): string[] {
  const scope = join(site, 'node_modules/@gangway')
  return readdirSync(scope)
    .sort()
    .flatMap((dir) => {
      const pkg = JSON.parse(readFileSync(join(scope, dir, 'package.json'), 'utf8')) as {
        name: string
        exports: Record<string, unknown>
      }
      return Object.keys(pkg.exports)
        .filter((subpath) => !subpath.endsWith('.json'))
        .map((subpath) => `${pkg.name}${subpath.slice(1)}`)
    })
}

/**
 * `node -e "import('<specifier>')"` for every `@gangway/*` specifier, in the site's copy with plain Node
 * (no `gangway-source` condition): what a server-side renderer or a Node script of the site does.
 */
export async function checkImports(site: string, logDir: string, label: string): Promise<StepResult[]> {
  const results: StepResult[] = []
  for (const specifier of gangwaySpecifiers(site)) {
    const script = `import(${JSON.stringify(specifier)}).then((m) => { if (Object.keys(m).length === 0) throw new Error('no exports') })`
    const log = join(logDir, `${label}-import-${specifier.replace(/[@/]/g, '_')}.log`)
    results.push(
      await runLogged(`${label}: node import('${specifier}')`, process.execPath, ['-e', script], {
        cwd: site,
        env: siteEnv(),
        log,
      }),
    )
  }
  return results
}
