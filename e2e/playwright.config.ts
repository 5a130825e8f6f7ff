import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { EXAMPLES, type ExampleName, readExamplesState } from '../scripts/examples/examplesState.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The examples' built copies (`npm run examples:prepare`), each served by its own server script's command
 * (`vite preview`, `next start`) from its folder outside the repo, with plain Node (no `gangway-source`).
 */
const examples = Object.entries(readExamplesState()?.sites ?? {}).flatMap(([name, site]) => {
  if (!site?.built) return []
  const { port, serve } = EXAMPLES[name as ExampleName]
  return [
    {
      command: serve.join(' '),
      cwd: site.dir,
      url: `http://localhost:${port}/`,
      env: { NODE_OPTIONS: '', NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ]
})

/**
 * Browser tests across the whole local stack, in Debian's Chromium. The devnet is started by the global
 * setup; the server and the demo by `webServer`, on the same addresses as `npm start`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: resolve(root, 'test-results'),
  globalSetup: './globalSetup.ts',
  use: {
    baseURL: 'http://localhost:5173',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx packages/server/src/main.ts',
      cwd: root,
      url: 'http://127.0.0.1:4000/healthz',
      env: {
        PORT: '4000',
        HOST: '127.0.0.1',
        // a throwaway embedded database per run, and a project whose origins exclude the demo
        DATABASE_URL: 'memory',
        SEED_PROJECTS: JSON.stringify([{ id: 'strict', name: 'Strict', allowedOrigins: ['https://app.example.com'] }]),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run dev -w @gangway/demo',
      cwd: root,
      // the app's entry module: answered once Vite has pre-bundled the dependencies
      url: 'http://localhost:5173/src/main.tsx',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run dev -w @gangway/frame',
      cwd: root,
      url: 'http://localhost:4001/src/main.tsx',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run dev:wc -w @gangway/wallet',
      cwd: root,
      url: 'http://localhost:5174/src/main.ts',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...examples,
  ],
})
