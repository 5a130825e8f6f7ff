import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PackedPackage } from '../packPackages.ts'
import { buildSite } from './buildSite.ts'
import { checkImports } from './checkImports.ts'
import { copySiteFiles, pointAtTarballs, tarballSpecs } from './copySite.ts'
import type { ExampleName } from './examplesState.ts'
import { runLogged, type StepResult } from './runLogged.ts'
import { siteEnv } from './siteEnv.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The examples written against AppKit: moved by `gangway-migrate`, installed together — one `npm install` per group.
 * The ethers v5 site has a group of its own: one install holds one major of `ethers`, the peer of both ethers
 * adapters (v6 for `@gangway/adapter-ethers`, v5 for `@gangway/adapter-ethers5`), as a site has one.
 */
export const APPKIT_SITE_GROUPS = {
  'appkit-sites': ['react-solana', 'react-bitcoin', 'react-siwx', 'react-ethers'],
  'appkit-sites-ethers5': ['react-ethers5'],
} as const satisfies Record<string, readonly ExampleName[]>
export type AppKitSiteGroup = keyof typeof APPKIT_SITE_GROUPS
export type AppKitSiteName = (typeof APPKIT_SITE_GROUPS)[AppKitSiteGroup][number]
export const APPKIT_SITES: readonly AppKitSiteName[] = Object.values(APPKIT_SITE_GROUPS).flat()
/** The main group's folder under the examples dir; it holds the type-level compatibility site (compatSite/). */
export const APPKIT_SITES_GROUP = 'appkit-sites' satisfies AppKitSiteGroup
export const COMPAT_SITE = 'compat'

export const isAppKitSite = (name: string): name is AppKitSiteName => (APPKIT_SITES as readonly string[]).includes(name)

/**
 * The AppKit-written sites as a site moving to Gangway has them: each example (its `@reown/*` imports and
 * dependencies as AppKit's docs write them) is copied, moved by the **packed** `gangway-migrate` (the CLI of the
 * `@gangway/react` tarball, run with plain Node: it has no dependencies), pointed at the tarballs, and the
 * copies — with the type-level compatibility site (`compatSite/`: AppKit's documented snippets) — are npm
 * workspaces of one group, so they share one `npm install`. Then each site's own `build`, the compatibility
 * site's strict `tsc` under bundler and node10 resolution, and plain-Node imports of every `@gangway/*` entry.
 */
export type AppKitSitesParams = {
  dir: string
  /** The group (its folder under `dir`); the compatibility site is in `APPKIT_SITES_GROUP`. */
  group: AppKitSiteGroup
  names: AppKitSiteName[]
  tarballs: PackedPackage[]
  logs: string
}
export type AppKitSitesResult = {
  steps: StepResult[]
  sites: Partial<Record<AppKitSiteName, { dir: string; built: boolean }>>
}

/** Copy, move (the packed CLI) and install: the part that can run beside the other examples' installs. */
export async function installAppKitSites(
  params: AppKitSitesParams,
): Promise<{ steps: StepResult[]; installed: boolean }> {
  const { dir, names, tarballs, logs } = params
  const group = join(dir, params.group)
  const withCompat = params.group === APPKIT_SITES_GROUP
  const steps: StepResult[] = []
  mkdirSync(group, { recursive: true })

  // the CLI exactly as published: unpacked from the @gangway/react tarball
  const react = tarballs.find((t) => t.name === '@gangway/react')
  if (!react) throw new Error('no @gangway/react tarball')
  const cli = join(group, '.gangway-react')
  mkdirSync(cli, { recursive: true })
  const unpack = await runLogged(
    `${params.group}: unpack @gangway/react (gangway-migrate)`,
    'tar',
    ['-xzf', react.tarball, '-C', cli],
    {
      cwd: group,
      env: siteEnv(),
      log: join(logs, `${params.group}-unpack.log`),
    },
  )
  steps.push(unpack)
  if (!unpack.ok) return { steps, installed: false }

  const workspaces = [
    ...names.map((name) => ({ name: name as string, source: join(root, 'examples', name) })),
    ...(withCompat ? [{ name: COMPAT_SITE, source: join(root, 'scripts/examples/compatSite') }] : []),
  ]
  for (const { name, source } of workspaces) {
    const site = join(group, name)
    copySiteFiles(source, site)
    const moved = await runLogged(
      `${name}: npx gangway-migrate (the packed CLI)`,
      process.execPath,
      [join(cli, 'package/bin/gangway-migrate.js'), site],
      { cwd: site, env: siteEnv(), log: join(logs, `${name}-migrate.log`) },
    )
    steps.push(moved)
    pointAtTarballs(site, tarballs, { overrides: false })
  }
  writeFileSync(
    join(group, 'package.json'),
    `${JSON.stringify(
      {
        name: params.group,
        private: true,
        workspaces: workspaces.map((w) => w.name),
        overrides: tarballSpecs(tarballs),
      },
      null,
      2,
    )}\n`,
  )
  const install = await runLogged(
    `${params.group}: npm install (one, shared)`,
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: group, env: siteEnv(), log: join(logs, `${params.group}-install.log`) },
  )
  steps.push(install)
  return { steps, installed: install.ok }
}

/** Each site's own build, the compatibility site's type check, plain-Node imports: after the other builds. */
export async function buildAppKitSites(params: AppKitSitesParams): Promise<AppKitSitesResult> {
  const { dir, names, logs } = params
  const group = join(dir, params.group)
  const steps: StepResult[] = []
  const sites: AppKitSitesResult['sites'] = {}
  for (const name of names) {
    const site = join(group, name)
    const build = await buildSite(name, site, logs)
    steps.push(build)
    sites[name] = { dir: site, built: build.ok }
  }
  if (params.group === APPKIT_SITES_GROUP) {
    steps.push(
      await runLogged(
        'compat: AppKit-documented snippets type-check (strict; bundler and node10 resolution) against the built .d.ts',
        'npm',
        ['run', 'typecheck'],
        { cwd: join(group, COMPAT_SITE), env: siteEnv(), log: join(logs, 'compat-typecheck.log') },
      ),
    )
  }
  steps.push(...(await checkImports(group, logs, params.group)))
  return { steps, sites }
}
