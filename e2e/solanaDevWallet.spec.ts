import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployments } from '@gangway/devnet'
import { solanaTransferBytes } from '@gangway/wallet'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { expect, test } from './fixtures.ts'
import { installRouteGuard } from './installRouteGuard.ts'

// The Solana dev wallet (wallet-standard) from the same page script and extension as the EVM one, seen by a
// site through the real @wallet-standard/app `getWallets()`, signing in the browser and sending to the local
// Solana chain the e2e global setup started on :8899.

const SOLANA_RPC = 'http://127.0.0.1:8899'
/**
 * @wallet-standard/app's ES module (it imports nothing), served to the blank page as a site would bundle it;
 * resolved from apps/wallet, which depends on it.
 */
const walletStandardApp = readFileSync(
  createRequire(new URL('../apps/wallet/package.json', import.meta.url))
    .resolve('@wallet-standard/app')
    .replace(/cjs[/\\]index\.js$/, 'esm/wallets.js'),
  'utf8',
)
const extensionDir = new URL('../apps/wallet/dist/extension', import.meta.url).pathname
const injectScript = new URL('../apps/wallet/dist/inject.js', import.meta.url).pathname

/**
 * A blank local site: an empty page and the wallet-standard app module, served from loopback by a real server
 * (a page Playwright fulfils itself counts as public for Chromium's Local Network Access, which then blocks
 * its requests to the chain on localhost).
 */
let site: Server
let BLANK: string
test.beforeAll(async () => {
  site = createServer((req, res) =>
    req.url === '/wallet-standard-app.js'
      ? res.writeHead(200, { 'content-type': 'text/javascript' }).end(walletStandardApp)
      : res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><title>Blank site</title><h1>Blank site</h1>'),
  )
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  BLANK = `http://localhost:${(site.address() as AddressInfo).port}/`
})
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())))

type SeenWallet = { name: string; icon: string; chains: string[]; features: string[] }

/** What a site sees through `getWallets()` (the app loads after the wallet, as with a page script). */
function walletsSeenBySite(page: Page): Promise<SeenWallet[]> {
  return page.evaluate(async () => {
    const { getWallets } = await import('/wallet-standard-app.js' as string)
    return getWallets()
      .get()
      .map((w: { name: string; icon: string; chains: string[]; features: object }) => ({
        name: w.name,
        icon: w.icon,
        chains: [...w.chains],
        features: Object.keys(w.features).sort(),
      }))
  })
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await res.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
const balance = async (address: string) => (await rpc<{ value: number }>('getBalance', [address])).value

const EXPECTED_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signIn',
  'solana:signMessage',
  'solana:signTransaction',
  'standard:connect',
  'standard:disconnect',
  'standard:events',
]

test('the page script registers the Solana wallet; a site connects, verifies a signed message and sends on the local chain', async ({
  context,
  page,
}) => {
  // dev account 2 (funded by the local chain; the default is account 0), so this spec's sends stay apart
  const sender = deployments.solana.accounts[2] as string
  await context.addInitScript(() => {
    ;(window as unknown as { __GANGWAY_DEV_WALLET__: unknown }).__GANGWAY_DEV_WALLET__ = {
      autoApprove: true,
      solanaAccountIndex: 2,
    }
  })
  await context.addInitScript({ path: injectScript })
  await page.goto(BLANK)

  const seen = await walletsSeenBySite(page)
  expect(seen).toHaveLength(1)
  expect(seen[0]).toMatchObject({
    name: 'Gangway Dev Wallet',
    chains: ['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet'],
    features: EXPECTED_FEATURES,
  })
  expect(seen[0]?.icon).toMatch(/^data:image\/svg\+xml;base64,/)

  // connect and sign a message; the page verifies the ed25519 signature itself with WebCrypto
  const signed = await page.evaluate(async () => {
    const { getWallets } = await import('/wallet-standard-app.js' as string)
    // biome-ignore lint/suspicious/noExplicitAny: the page has no types
    const wallet: any = getWallets()
      .get()
      .find((w: { name: string }) => w.name === 'Gangway Dev Wallet')
    const { accounts } = await wallet.features['standard:connect'].connect()
    const message = new TextEncoder().encode('Hello from a blank site')
    const [out] = await wallet.features['solana:signMessage'].signMessage({ account: accounts[0], message })
    const key = await crypto.subtle.importKey('raw', accounts[0].publicKey, { name: 'Ed25519' }, false, ['verify'])
    return {
      address: accounts[0].address as string,
      verified: await crypto.subtle.verify('Ed25519', key, out.signature, message),
      tampered: await crypto.subtle.verify('Ed25519', key, out.signature, new TextEncoder().encode('Hello!')),
    }
  })
  expect(signed).toEqual({ address: sender, verified: true, tampered: false })

  // signAndSend from the browser: the wallet posts to http://localhost:8899 (the chain answers CORS)
  const receiver = deployments.solana.accounts[4] as string
  const [senderBefore, receiverBefore] = [await balance(sender), await balance(receiver)]
  const { value: latest } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [])
  const transaction = solanaTransferBytes({
    from: sender,
    to: receiver,
    lamports: 300_000_000n,
    blockhash: latest.blockhash,
  })
  const signature = await page.evaluate(async (bytes) => {
    const { getWallets } = await import('/wallet-standard-app.js' as string)
    // biome-ignore lint/suspicious/noExplicitAny: the page has no types
    const wallet: any = getWallets()
      .get()
      .find((w: { name: string }) => w.name === 'Gangway Dev Wallet')
    const [out] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: wallet.accounts[0],
      chain: 'solana:localnet',
      transaction: new Uint8Array(bytes),
    })
    return Array.from(out.signature as Uint8Array)
  }, Array.from(transaction))
  expect(signature).toHaveLength(64)
  expect(await balance(receiver)).toBe(receiverBefore + 300_000_000)
  expect(await balance(sender)).toBe(senderBefore - 300_000_000 - 5_000)
})

test('the unpacked extension registers the same Solana wallet for a site', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'gangway-ext-sol-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  })
  try {
    const guard = await installRouteGuard(context)
    const page = await context.newPage()
    await page.goto(BLANK)
    const seen = await walletsSeenBySite(page)
    expect(seen.map((w) => [w.name, w.chains])).toEqual([
      ['Gangway Dev Wallet', ['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet']],
    ])
    expect(seen[0]?.features).toEqual(EXPECTED_FEATURES)
    guard.assertNothingLeft()
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
