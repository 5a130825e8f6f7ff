import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'

export type FrameFile = { body: Buffer; type: string; etag: string; immutable: boolean }

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Every file of the built frame (`vite build` of `apps/frame`), read once into memory and keyed by its URL
 * path (`/index.html`, `/assets/…`). Requests are answered from this map only, so nothing outside the built
 * files — not a parent folder, not a symbolic link, not a dotfile — can ever be served. Files under
 * `assets/` carry a content hash in their name and are cached for good.
 */
export function loadFrameFiles(dir: string): Map<string, FrameFile> {
  const root = resolve(dir)
  const files = new Map<string, FrameFile>()
  const walk = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (name.startsWith('.')) continue
      const full = join(folder, name)
      const stat = lstatSync(full)
      if (stat.isDirectory()) walk(full, `${prefix}${name}/`)
      else if (stat.isFile() && /^[A-Za-z0-9._-]+$/.test(name)) {
        const body = readFileSync(full)
        files.set(`${prefix}${name}`, {
          body,
          type: TYPES[extname(name)] ?? 'application/octet-stream',
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
          immutable: prefix.startsWith('/assets/'),
        })
      }
    }
  }
  try {
    walk(root, '/')
  } catch (error) {
    throw new Error(
      `FRAME_DIR: cannot read ${root} (${(error as Error).message}); build it with npm run build -w @gangway/frame`,
    )
  }
  if (!files.has('/index.html')) {
    throw new Error(`FRAME_DIR: ${root} has no index.html; build it with npm run build -w @gangway/frame`)
  }
  return files
}
