import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MAINNET_STAND_IN } from '@gangway/devnet/constants'
import { devnetRpcUpstreams, devnetServerEnv } from '@gangway/devnet/serverConfig'
import { DEV_IDP_URL, devSocialProviders } from '@gangway/idp/devSocialProviders'
import { DEV_ONRAMP_URL, devOnrampProviders } from '@gangway/onramp-sandbox/devOnrampProviders'
import { defineConfig } from '@playwright/test'
import { EXAMPLES, type ExampleName, readExamplesState } from '../scripts/examples/examplesState.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { DEMO_DEV_PORT } from './demoDevServer.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Each web server binds 127.0.0.1 and Playwright polls it there, not at `localhost`: Playwright's readiness
 * check looks `localhost` up for IPv6 as well, and on a machine whose resolver answers that only after its DNS
 * timeout (an offline network namespace: 6 s) every check of every server waited that long — 2 checks × 11
 * servers, ~130 s before the first spec. The specs still open `http://localhost:…` (Chromium resolves it
 * itself, to this loopback address).
 */
const LOOPBACK = '127.0.0.1'
/** `npm run <script>` with Vite's `--host` appended to the script's last command. */
const viteOnLoopback = (script: string) => `${script} -- --host ${LOOPBACK}`

/**
 * The examples' built copies (`npm run examples:prepare`), each served by its own server script's command
 * (`vite preview`, `next start`) from its folder outside the repo, with plain Node (no `gangway-source`).
 */
const examples = Object.entries(readExamplesState()?.sites ?? {}).flatMap(([name, site]) => {
  if (!site?.built) return []
  const { port, serve } = EXAMPLES[name as ExampleName]
  // `vite preview` binds `localhost` unless told (`next start` binds every address, 127.0.0.1 included)
  const command = serve[0]?.endsWith('/vite') ? [...serve, '--host', LOOPBACK] : serve
  return [
    {
      command: command.join(' '),
      cwd: site.dir,
      url: `http://${LOOPBACK}:${port}/`,
      env: { NODE_OPTIONS: '', NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ]
})

/**
 * Browser tests across the whole local stack, in Debian's Chromium. The devnet is started by the global
 * setup; the server (with the built secure frame on :4001) and the demo by `webServer`, on the same
 * addresses as `npm start` — the demo built there (its dev server on :5176).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // 60 s: a spec that takes 10–15 s on an idle machine has taken over 30 s under a loaded 2-core CI run
  timeout: 60_000,
  // 10 s: under a full parallel run on 2 cores (two workers, the server, chains and the examples' servers)
  // a dev page's first render has taken over 5 s; nothing waits this long when the machine is idle
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry: a spec that fails and then passes is reported as "flaky" in the summary (not hidden), and a
  // spec that fails twice fails the run. The WalletConnect web-wallet pairing spec once waited 24 s for the
  // dapp's session approval in ~6 full runs on this 2-core machine (see e2e/README.md).
  retries: 1,
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
      // the secure frame is built (vite build, ~2 s) and served by the server on its own port, as in production
      command: 'npm run build -w @gangway/frame && npx tsx packages/server/src/main.ts',
      cwd: root,
      url: 'http://127.0.0.1:4000/healthz',
      env: {
        PORT: '4000',
        HOST: '127.0.0.1',
        FRAME_DIR: 'apps/frame/dist',
        FRAME_PORT: '4001',
        // the devnet tokens and prices (configuration: the server does not depend on the devnet)
        ...devnetServerEnv(),
        // …and Ethereum (eip155:1) from the mainnet stand-in the global setup starts: a site on Ethereum reads
        // through the server's /v1 without anything leaving the machine (serverRpc.spec.ts)
        RPC_UPSTREAMS: JSON.stringify({
          ...devnetRpcUpstreams(),
          'eip155:1': `http://127.0.0.1:${MAINNET_STAND_IN.port}`,
        }),
        // every social provider is the local OIDC provider (apps/idp, below)
        SOCIAL_PROVIDERS: JSON.stringify(devSocialProviders()),
        // "Buy crypto": the local sandbox on-ramp provider (apps/onramp-sandbox, below)
        ONRAMP_PROVIDERS: JSON.stringify(devOnrampProviders()),
        // the sign-in link Farcaster shows opens the dev Farcaster client (apps/wallet)
        FARCASTER_CONNECT_URL: 'http://localhost:5174/farcaster.html',
        // a throwaway embedded database per run, a project whose origins exclude the demo, one with analytics
        DATABASE_URL: 'memory',
        SEED_PROJECTS: JSON.stringify([
          { id: 'strict', name: 'Strict', allowedOrigins: ['https://app.example.com'] },
          { id: 'counted', name: 'Counted', allowedOrigins: ['localhost'], analyticsEnabled: true },
        ]),
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // the local OIDC provider standing in for Google, GitHub, Apple, Facebook, X and Discord
      command: 'npx tsx apps/idp/src/main.ts',
      cwd: root,
      url: `${DEV_IDP_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // the local on-ramp provider: its payment page sends devnet tokens (the global setup's devnet) and
      // calls the server's webhook
      command: 'npx tsx apps/onramp-sandbox/src/main.ts',
      cwd: root,
      url: `${DEV_ONRAMP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // the demo built (production, with the dev wallet: apps/demo/vite.built.config.ts) on :5173, where the
      // specs run: a page is a few dozen chunks, where the dev server sends ~360 modules per load
      command: viteOnLoopback('npm run serve:built -w @gangway/demo'),
      cwd: root,
      url: `http://${LOOPBACK}:5173/options.html`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // the demo's dev server (what `npm start` runs) on :5176, for the specs that show WalletConnect works
      // in development
      command: viteOnLoopback('npm run dev -w @gangway/demo'),
      cwd: root,
      env: { DEMO_PORT: String(DEMO_DEV_PORT) },
      // the app's entry module: answered once Vite has pre-bundled the dependencies
      url: `http://${LOOPBACK}:${DEMO_DEV_PORT}/src/main.tsx`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // the demo built as AppKit's Vite example configures Vite (`define: { 'process.env': {} }`), on :5175
      command: viteOnLoopback('npm run serve:appkit-example -w @gangway/demo'),
      cwd: root,
      url: `http://${LOOPBACK}:5175/basic.html`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      command: viteOnLoopback('npm run dev:wc -w @gangway/wallet'),
      cwd: root,
      url: `http://${LOOPBACK}:5174/src/main.ts`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    ...examples,
  ],
})
