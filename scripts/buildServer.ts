import { spawnSync } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPackage } from './buildPackage.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Where the built secure frame sits inside the server's build (what `FRAME_DIR` defaults to when installed). */
export const BUNDLED_FRAME = 'dist/secure-frame'

/**
 * Builds `@gangway/server` for publishing (`npm run build -w @gangway/server`, its `prepack`): `dist/` from
 * scratch with plain `tsc` (`packages/server/tsconfig.build.json`: ESM + `.d.ts` per source file, Node's
 * ES2023), type-checked against `@gangway/protocol`'s published types (built first, as a site's install
 * would have them), and the secure frame (`apps/frame`, `vite build`) copied into `dist/secure-frame` — the
 * server serves it on `FRAME_PORT` unless `FRAME_DIR` says otherwise, so one install is a whole backend.
 */
export function buildServer(): void {
  buildPackage(join(root, 'packages/protocol'))
  const server = join(root, 'packages/server')
  buildPackage(server)
  const frame = spawnSync('npm', ['run', 'build', '-w', '@gangway/frame', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  const built = join(root, 'apps/frame/dist')
  if (frame.status !== 0 || !existsSync(join(built, 'index.html'))) throw new Error('the secure frame did not build')
  cpSync(built, join(server, BUNDLED_FRAME), { recursive: true })
}

if (import.meta.url === `file://${process.argv[1]}`) buildServer()
