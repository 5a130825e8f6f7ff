import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'
import { type UpFrontChunks, upFrontChunks } from './upFrontChunks.ts'

/**
 * Builds a one-page site (`index.html` + `main.tsx` in `siteDir`) with Vite from the workspace's sources (the
 * `gangway-source` condition) with hidden source maps, and answers its `dist` and its chunks by when the page
 * loads them (`upFrontChunks`: the entry side, Connect's preloaded chunk, the lazy rest).
 */
export async function buildUpFront(
  siteDir: string,
  page: { html: string; main: string },
): Promise<{ dist: string } & UpFrontChunks> {
  rmSync(siteDir, { recursive: true, force: true })
  mkdirSync(siteDir, { recursive: true })
  writeFileSync(join(siteDir, 'index.html'), page.html)
  writeFileSync(join(siteDir, 'main.tsx'), page.main)
  const dist = join(siteDir, 'dist')
  await build({
    configFile: false,
    root: siteDir,
    logLevel: 'error',
    plugins: [react()],
    resolve: { conditions: ['gangway-source', ...defaultClientConditions] },
    build: { manifest: true, sourcemap: 'hidden', outDir: dist, emptyOutDir: true },
  })
  return { dist, ...upFrontChunks(dist) }
}

/**
 * The source files (as their source maps name them, `/`-separated) the given chunks of `dist` are made of (a
 * chunk without a map — Rolldown's runtime — names none).
 */
export function sourcesOf(dist: string, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    if (!existsSync(join(dist, `${file}.map`))) return []
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] }
    return map.sources.map((source) => source.replace(/\\/g, '/'))
  })
}
