import { copyFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

const root = dirname(fileURLToPath(import.meta.url))

/**
 * Builds the dev wallet's page script (`dist/inject.js`, one IIFE with no imports) and the unpacked
 * Chromium extension (`dist/extension/`: manifest v3 + the same script as a MAIN-world content script).
 */
export default defineConfig({
  // workspace packages from their TypeScript sources
  resolve: { conditions: ['gangway-source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: join(root, 'src/inject.ts'),
      formats: ['iife'],
      name: 'GangwayDevWallet',
      fileName: () => 'inject.js',
    },
  },
  plugins: [
    {
      name: 'gangway-dev-wallet-extension',
      closeBundle() {
        const out = join(root, 'dist', 'extension')
        mkdirSync(out, { recursive: true })
        copyFileSync(join(root, 'extension', 'manifest.json'), join(out, 'manifest.json'))
        copyFileSync(join(root, 'dist', 'inject.js'), join(out, 'inject.js'))
      },
    },
  ],
})
