import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] }

/** The JavaScript chunks of a Vite build (files relative to `dist`), by what a page loads when. */
export type UpFrontChunks = {
  /** The (first) entry chunk. */
  entry: string
  /** Up front: every entry chunk and the chunks it imports statically, recursively. */
  entryFiles: string[]
  /** Those plus the Connect view's chunk and its static imports (the page preloads it when idle). */
  files: string[]
  /** The Connect view's chunk, if the build has one. */
  connect: string | undefined
  /** Every other chunk: reached only through dynamic imports. */
  lazyFiles: string[]
}

/**
 * Reads a Vite build's manifest (`build.manifest: true`) for what loads up front, what the Connect view adds
 * and what is lazy — shared by the examples' size budget (`sizeBudget.ts`) and the up-front check built from
 * sources (`buildUpFront.ts`), so both count the same chunks.
 */
export function upFrontChunks(dist: string): UpFrontChunks {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (keys.has(key)) return
    keys.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  const jsOf = (chunkKeys: Iterable<string>) =>
    [...chunkKeys].map((key) => manifest[key]?.file as string).filter((file) => file.endsWith('.js'))
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const [firstEntry] = entryKeys
  if (firstEntry === undefined) throw new Error(`no entry chunk in ${dist}`)
  for (const key of entryKeys) visit(key)
  const entryFiles = jsOf(keys)
  const upFront = new Set(keys)
  const connect = Object.keys(manifest).find((key) => /\/views\/Connect\/ConnectView\.(js|tsx?)$/.test(key))
  if (connect) visit(connect)
  return {
    entry: manifest[firstEntry]?.file as string,
    entryFiles,
    files: jsOf(keys),
    connect: connect ? manifest[connect]?.file : undefined,
    lazyFiles: jsOf(Object.keys(manifest).filter((key) => !upFront.has(key))),
  }
}
