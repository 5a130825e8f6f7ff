import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The secure frame built into an installed package (`dist/secure-frame`, made by `npm pack`'s build —
 * `scripts/buildServer.ts`), or undefined where there is none (a source checkout: `src/secure-frame` does
 * not exist). `FRAME_DIR` defaults to it, so one install of the server also serves the frame.
 */
export function bundledFrameDir(): string | undefined {
  const dir = fileURLToPath(new URL('../secure-frame', import.meta.url))
  return existsSync(join(dir, 'index.html')) ? dir : undefined
}
