import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StepResult } from './runLogged.ts'

/**
 * The examples, by folder under `examples/`: the port each is served on and the command — its own
 * `preview`/`start` script's, run from `node_modules/.bin` (through npm, the repo's `npm_config_*`
 * variables would bring back the `gangway-source` condition).
 */
export const EXAMPLES = {
  'vite-react': { port: 4173, serve: ['node_modules/.bin/vite', 'preview', '--port', '4173', '--strictPort'] },
  'next-app-router': { port: 3000, serve: ['node_modules/.bin/next', 'start', '--port', '3000'] },
  // written against AppKit (`@reown/*`), moved by the packed `gangway-migrate`, one shared install (appkitSites.ts)
  'react-solana': { port: 4174, serve: ['../node_modules/.bin/vite', 'preview', '--port', '4174', '--strictPort'] },
  'react-bitcoin': { port: 4175, serve: ['../node_modules/.bin/vite', 'preview', '--port', '4175', '--strictPort'] },
  'react-siwx': { port: 4176, serve: ['../node_modules/.bin/vite', 'preview', '--port', '4176', '--strictPort'] },
  'react-ethers': { port: 4177, serve: ['../node_modules/.bin/vite', 'preview', '--port', '4177', '--strictPort'] },
  // its own install group (appkit-sites-ethers5): ethers v5
  'react-ethers5': { port: 4178, serve: ['../node_modules/.bin/vite', 'preview', '--port', '4178', '--strictPort'] },
} as const

export type ExampleName = keyof typeof EXAMPLES

/**
 * The line `prepareExamples` prints as soon as the client packages are packed (before the installs): from
 * then on it reads only the tarballs and its copies outside the repo, never the packages' `dist`, so
 * `npm test` starts the runtimes step on it (that step rebuilds `@gangway/protocol`'s `dist`).
 */
export const PACKED_MILESTONE = 'ok pack the client packages'

export type ExamplesState = {
  /** When `prepareExamples` finished (ISO). */
  finishedAt: string
  tarballs: { name: string; tarball: string; bytes: number }[]
  /** Each example's installed copy and whether its own build script passed. */
  sites: Partial<Record<ExampleName, { dir: string; built: boolean }>>
  steps: StepResult[]
}

/**
 * Where the prepared copies live: outside the repo, under the OS temp folder (or `GANGWAY_EXAMPLES_DIR`),
 * with `state.json` saying what was prepared.
 */
export function examplesDir(): string {
  return process.env.GANGWAY_EXAMPLES_DIR ?? join(tmpdir(), 'gangway-examples')
}

/** The last `prepareExamples` run's state, or undefined when none ran. */
export function readExamplesState(): ExamplesState | undefined {
  const file = join(examplesDir(), 'state.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExamplesState) : undefined
}
