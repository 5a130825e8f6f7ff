import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CLIENT_PACKAGES, type PackedPackage, packPackages } from '../packPackages.ts'
import {
  APPKIT_SITE_GROUPS,
  type AppKitSiteGroup,
  type AppKitSiteName,
  buildAppKitSites,
  installAppKitSites,
  isAppKitSite,
} from './appkitSites.ts'
import { buildSite } from './buildSite.ts'
import { checkImports } from './checkImports.ts'
import { copySite } from './copySite.ts'
import { EXAMPLES, type ExampleName, type ExamplesState, examplesDir, PACKED_MILESTONE } from './examplesState.ts'
import { runLogged, type StepResult } from './runLogged.ts'
import { siteEnv } from './siteEnv.ts'
import { checkSizeBudget } from './sizeBudget.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The examples as a site would have them: packs the client packages, copies each example out of the repo,
 * installs the tarballs and its own dependencies with npm, runs its own `build` script, imports every
 * `@gangway/*` specifier with plain Node, and checks the size budget on a minimal site. `state.json` tells
 * the browser tests (`e2e/examples/`) where the built copies are. Answers every step's result.
 */
export async function prepareExamples(options: { only?: ExampleName[]; reusePack?: boolean } = {}) {
  const dir = examplesDir()
  const logs = join(dir, 'logs')
  // no state or log from an earlier run survives a failed one
  rmSync(join(dir, 'state.json'), { force: true })
  rmSync(logs, { recursive: true, force: true })
  mkdirSync(logs, { recursive: true })
  const steps: StepResult[] = []
  const timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const started = Date.now()
    const value = await work()
    steps.push({ name, ok: true, seconds: (Date.now() - started) / 1000, log: '' })
    return value
  }

  const all = options.only ?? (Object.keys(EXAMPLES) as ExampleName[])
  const names = all.filter((name) => !isAppKitSite(name))
  const appkitSites = all.filter(isAppKitSite) as AppKitSiteName[]
  // the AppKit-written sites by install group, the groups with a site asked for
  const groups = (Object.entries(APPKIT_SITE_GROUPS) as [AppKitSiteGroup, readonly AppKitSiteName[]][])
    .map(([group, members]) => ({ group, names: appkitSites.filter((name) => members.includes(name)) }))
    .filter(({ names }) => names.length > 0)
  // earlier copies (hundreds of MB of node_modules each) are moved aside at once and deleted while we pack
  const trash = join(dir, '.trash')
  mkdirSync(trash, { recursive: true })
  for (const name of [...names, ...groups.map(({ group }) => group)]) {
    if (existsSync(join(dir, name))) renameSync(join(dir, name), join(trash, `${name}-${Date.now()}`))
  }
  const emptied = runLogged('remove earlier copies', 'rm', ['-rf', trash], {
    cwd: dir,
    env: process.env,
    log: join(logs, 'cleanup.log'),
  })

  const packDir = join(dir, 'pack')
  const tarballs: PackedPackage[] = options.reusePack
    ? CLIENT_PACKAGES.map(({ name }) => ({
        name,
        tarball: join(packDir, `${name.slice(1).replace('/', '-')}-0.1.0.tgz`),
      }))
    : await timed('pack the client packages', () => packPackages(packDir))
  // at once, not only in the summary: `npm test` starts the runtimes step on this line (PACKED_MILESTONE)
  console.log(`${PACKED_MILESTONE} (${options.reusePack ? 'reused' : `${steps.at(-1)?.seconds.toFixed(1)} s`})`)

  const sites: ExamplesState['sites'] = {}
  // the AppKit-written sites (one shared install) beside the other examples' installs
  const groupParams = groups.map(({ group, names }) => ({ dir, group, names, tarballs, logs }))
  const grouped = groupParams.map((params) => ({ params, installing: installAppKitSites(params) }))
  const installs = await Promise.all(
    names.map(async (name) => {
      const site = join(dir, name)
      copySite(join(root, 'examples', name), site, tarballs)
      const install = await runLogged(
        `${name}: npm install`,
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund'],
        { cwd: site, env: siteEnv(), log: join(logs, `${name}-install.log`) },
      )
      return { name, site, install }
    }),
  )
  // the builds one after the other: each alone keeps both cores busy
  for (const { name, site, install } of installs) {
    steps.push(install)
    if (!install.ok) continue
    const build = await buildSite(name, site, logs)
    steps.push(build)
    sites[name] = { dir: site, built: build.ok }
    steps.push(...(await checkImports(site, logs, name)))
  }
  for (const { params, installing } of grouped) {
    const installed = await installing
    steps.push(...installed.steps)
    if (installed.installed) {
      const result = await buildAppKitSites(params)
      steps.push(...result.steps)
      Object.assign(sites, result.sites)
    }
  }
  const viteSite = sites['vite-react']
  if (viteSite) steps.push(await checkSizeBudget(viteSite.dir, logs))
  await emptied

  const state: ExamplesState = {
    finishedAt: new Date().toISOString(),
    tarballs: tarballs.map((t) => ({ ...t, bytes: statSync(t.tarball).size })),
    sites,
    steps,
  }
  writeFileSync(join(dir, 'state.json'), `${JSON.stringify(state, null, 2)}\n`)
  return state
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv
    .filter((arg) => arg.startsWith('--only='))
    .flatMap((arg) => arg.slice('--only='.length).split(',')) as ExampleName[]
  const started = Date.now()
  const state = await prepareExamples({
    only: only.length > 0 ? only : undefined,
    reusePack: process.argv.includes('--reuse-pack'),
  })
  console.log(`\nExamples (copies in ${examplesDir()}, logs in ${join(examplesDir(), 'logs')})`)
  for (const t of state.tarballs) console.log(`  ${(t.bytes / 1024).toFixed(1).padStart(6)} kB  ${t.name}`)
  for (const step of state.steps) {
    console.log(`  ${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds.toFixed(1)} s)`)
    if (!step.ok) console.log(`${step.detail?.replace(/^/gm, '       ')}\n       full log: ${step.log}`)
  }
  const failed = state.steps.filter((s) => !s.ok).length
  console.log(
    `examples: ${state.steps.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  )
  process.exit(failed === 0 ? 0 : 1)
}
