import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@gangway/devnet'
import { devnetServerEnv } from '@gangway/devnet/serverConfig'
import { DEV_IDP_URL, devSocialProviders } from '@gangway/idp/devSocialProviders'
import { DEV_ONRAMP_URL, devOnrampProviders } from '@gangway/onramp-sandbox/devOnrampProviders'
import { createProcessGroup, waitForUrl } from './processGroup.ts'

/**
 * `npm start`: the whole local stack — devnet (both EVM chains, the local Solana chain and the OP Mainnet
 * stand-in for Farcaster, in this process), the local social login provider, the local on-ramp provider, server and demo (children in their own process groups). The secure frame is built first (`vite build`, about 2 s) and served by the server on
 * :4001, as in production. Ctrl-C / SIGTERM stops everything; if one part dies, the rest are stopped and we
 * exit 1.
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
  const built = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: resolve(root, 'apps/frame'), stdio: 'inherit' })
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
      ...process.env,
      PORT: '4000',
      HOST: '127.0.0.1',
      FRAME_DIR: 'apps/frame/dist',
      FRAME_PORT: '4001',
    },
  })
  group.spawn('idp', tsx, ['apps/idp/src/main.ts'], { cwd: root })
  group.spawn('onramp-sandbox', tsx, ['apps/onramp-sandbox/src/main.ts'], { cwd: root })
  group.spawn('demo', vite, ['--port', '5173', '--strictPort'], { cwd: resolve(root, 'apps/demo') })
  group.spawn('wallet', vite, ['-c', 'vite.wc.config.ts'], { cwd: resolve(root, 'apps/wallet') })
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

console.log(`
Gangway local stack is running (Ctrl-C to stop):

  demo dapp              http://localhost:5173
  demo with Solana       http://localhost:5173/?solana=on   (EVM and Solana networks in one dialog)
  demo with Bitcoin      http://localhost:5173/?bitcoin=on   (the Bitcoin dev wallet on regtest: payment + ordinal)
  WalletConnect chains   http://localhost:5173/basic.html?multichain=on   (Polkadot, Cosmos, Solana via the web wallet)
  server (API, health)   http://localhost:4000   (/healthz; WalletConnect relay ws://localhost:4000/relay)
  WalletConnect wallet   http://localhost:5174
  dev Farcaster client   http://localhost:5174/farcaster.html   (opened from the dialog's Farcaster link)
  secure login frame     http://localhost:4001   (built, served by the server; frame dev: npm run dev -w @gangway/frame)
  dev mail inbox         http://localhost:4000/dev/mail   (login codes and device links)
  devnet chain A 31337   http://127.0.0.1:8545
  devnet chain B 31338   http://127.0.0.1:8546
  ERC-4337 bundlers      http://127.0.0.1:4337 (31337), http://127.0.0.1:4338 (31338)   (alto; EntryPoint v0.7 and v0.8)
  OP Mainnet stand-in 10 http://127.0.0.1:8547   (Farcaster registries; dev fids 20001, 20002)
  social login provider  http://127.0.0.1:4002   (stands in for Google, GitHub, Apple, Facebook, X, Discord; dev users alice, bob, carol)
  on-ramp sandbox        http://127.0.0.1:4003   ("Buy crypto" pays here: test card 4242 4242 4242 4242; sends devnet tokens)
  Bitcoin regtest (bcoin) http://127.0.0.1:18443   (JSON-RPC, no auth; dev accounts 0–4 hold 50 BTC; server: /v1/bitcoin/…)
  local Solana chain (JSON-RPC / WebSocket)   http://localhost:8899 / ws://localhost:8900

`)
