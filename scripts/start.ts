import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@gangway/devnet'
import { devnetServerEnv } from '@gangway/devnet/serverConfig'
import { DEV_IDP_URL, devSocialProviders } from '@gangway/idp/devSocialProviders'
import { DEV_ONRAMP_URL, devOnrampProviders } from '@gangway/onramp-sandbox/devOnrampProviders'
import { createProcessGroup, waitForUrl } from './processGroup.ts'
import { stackBanner } from './stackBanner.ts'

/**
 * `npm start`: the whole local stack — devnet (both EVM chains, the local Solana chain and the OP Mainnet
 * stand-in for Farcaster, in this process), the local social login provider, the local on-ramp provider, server and demo (children in their own process groups). The secure frame is built first (`vite build`, about 2 s) and served by the server on
 * :4001, as in production. Ctrl-C / SIGTERM stops everything; if one part dies, the rest are stopped and we
 * exit 1. It is quiet: the server logs one compact line per failed request (no access log), the dev services and
 * Vite's dev servers print nothing unless something goes wrong, and the one banner (`stackBanner.ts`, the same
 * rows as the root README's table) is the last thing on the screen.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
let shuttingDown = false
const group = createProcessGroup((child, code) => {
  console.error(`\n${child.name} exited unexpectedly (code ${code}); stopping the stack.`)
  void shutdown(1)
})
let devnet: Awaited<ReturnType<typeof startDevnet>> | undefined

async function shutdown(exitCode: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true
    await group.stopAll()
    await devnet?.stop()
  }
  process.exit(exitCode)
}
process.once('SIGINT', () => void shutdown(0))
process.once('SIGTERM', () => void shutdown(0))

try {
  const vite = resolve(root, 'node_modules/.bin/vite')
  // errors only: the build's warnings (a dependency's Node built-in left out of the browser build) are not the
  // newcomer's to act on; `npm run build -w @gangway/frame` shows them
  const built = spawnSync(vite, ['build', '--logLevel', 'error'], {
    cwd: resolve(root, 'apps/frame'),
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('the secure frame did not build (npm run build -w @gangway/frame)')
  devnet = await startDevnet()
  const tsx = resolve(root, 'node_modules/.bin/tsx')
  group.spawn('server', tsx, ['packages/server/src/main.ts'], {
    cwd: root,
    // the devnet tokens and their made-up prices are configuration, not a part of the server
    env: {
      ...devnetServerEnv(),
      // social login: every provider is the local OIDC provider started below (apps/idp)
      SOCIAL_PROVIDERS: JSON.stringify(devSocialProviders()),
      // "Buy crypto": the local sandbox provider started below (apps/onramp-sandbox), paying devnet tokens
      ONRAMP_PROVIDERS: JSON.stringify(devOnrampProviders()),
      // the sign-in link Farcaster shows opens the dev Farcaster client (apps/wallet)
      FARCASTER_CONNECT_URL: 'http://localhost:5174/farcaster.html',
      // one compact line per failed request and per warning, no access log (LOG_REQUESTS=all brings it back)
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: '4000',
      HOST: '127.0.0.1',
      FRAME_DIR: 'apps/frame/dist',
      FRAME_PORT: '4001',
    },
  })
  // --quiet: the banner says where they are
  group.spawn('idp', tsx, ['apps/idp/src/main.ts', '--quiet'], { cwd: root })
  group.spawn('onramp-sandbox', tsx, ['apps/onramp-sandbox/src/main.ts', '--quiet'], { cwd: root })
  // Vite's own "ready" boxes would repeat the banner's addresses
  group.spawn('demo', vite, ['--port', '5173', '--strictPort', '--logLevel', 'warn'], {
    cwd: resolve(root, 'apps/demo'),
  })
  group.spawn('wallet', vite, ['-c', 'vite.wc.config.ts', '--logLevel', 'warn'], { cwd: resolve(root, 'apps/wallet') })
  await Promise.all([
    waitForUrl('http://127.0.0.1:4000/healthz'),
    waitForUrl('http://localhost:5173/'),
    waitForUrl('http://localhost:5174/'),
    waitForUrl('http://127.0.0.1:4001/'),
    waitForUrl(`${DEV_IDP_URL}/.well-known/openid-configuration`),
    waitForUrl(`${DEV_ONRAMP_URL}/healthz`),
  ])
} catch (error) {
  console.error(`Could not start the stack: ${(error as Error).message}`)
  await shutdown(1)
}

console.log(stackBanner())
