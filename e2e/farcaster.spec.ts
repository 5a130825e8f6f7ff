import { DEV_FARCASTER_ACCOUNTS, DEV_FARCASTER_RELAY_KEY, FARCASTER_CHAIN } from '@gangway/devnet'
import { type FarcasterRegistries, installFarcasterRegistries } from '@gangway/devnet/farcaster'
import { signInWithFarcaster } from '@gangway/wallet'
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'

/**
 * The stack's OP Mainnet stand-in (anvil, chain id 10, started by the global setup with the registry
 * stand-ins; the server's `RPC_UPSTREAMS["eip155:10"]`) and the dev relay key the server accepts
 * (`FARCASTER_RELAY_KEYS`), both from `devnetServerEnv()`.
 */
const OP_MAINNET_RPC = `http://127.0.0.1:${FARCASTER_CHAIN.port}`
const RELAY_KEY = DEV_FARCASTER_RELAY_KEY
const SERVER = 'http://127.0.0.1:4000'

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

let registries: FarcasterRegistries | undefined
/** A new fid, its custody a new key, registered in the stand-in IdRegistry (fids per run, so reruns do not clash). */
async function registeredFid() {
  registries ??= await installFarcasterRegistries(OP_MAINNET_RPC)
  const custody = privateKeyToAccount(generatePrivateKey())
  const fid = 100_000 + Math.floor(Math.random() * 800_000)
  await registries.register(fid, custody.address)
  return { fid, custody }
}

/** The link the dialog shows, read the way a phone does: by decoding its QR code (a screenshot of it). */
async function scanQr(page: Page): Promise<string> {
  const qr = page.locator('appkit-modal').getByTestId('farcaster-qr')
  await expect(qr).toBeVisible()
  const png = PNG.sync.read(await qr.screenshot())
  const text = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
  if (!text) throw new Error('the QR code could not be read')
  return text
}

/**
 * The Farcaster app, played with `@farcaster/auth-client`'s wallet client against our relay
 * (`signInWithFarcaster` of the dev wallet): reads the channel from the link, builds the Sign In With
 * Farcaster message the channel asks for, signs it with `signer` and posts it with the relay key.
 */
const farcasterApp = (url: string, signer: LocalAccount, fid: number, username: string) =>
  signInWithFarcaster({
    relay: `${SERVER}/farcaster`,
    url,
    account: signer,
    fid,
    username,
    relayKey: RELAY_KEY,
    rpcUrl: OP_MAINNET_RPC,
  })

async function openFarcaster(page: Page) {
  await page.goto('/?devwallet=off&siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster' }).click()
  const view = dialog(page, 'Farcaster')
  await expect(view.getByRole('status').filter({ hasText: 'Scan this QR code with your phone' })).toBeVisible()
  return view
}

test('Farcaster: the dialog shows the link as a QR code; the Farcaster app signs in on our relay → the embedded wallet connects with the username and fid; reload keeps it; sign out', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { fid, custody } = await registeredFid()
  const view = await openFarcaster(page)
  const url = await scanQr(page)
  expect(url).toMatch(/\?channelToken=/)
  // the link in the dialog is the QR code's
  await expect(view.getByLabel('Farcaster link')).toHaveValue(url)
  const params = await farcasterApp(url, custody, fid, 'alice')
  // the message is for the dapp's site, with the server's nonce for this frame
  expect(params).toMatchObject({ siweUri: 'http://localhost:5173', domain: 'localhost:5173' })

  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 15_000 })
  await expect(account.getByTestId('account-username')).toHaveText(`alice · fid ${fid}`)
  await expect(account.getByRole('button', { name: 'Update email' })).toHaveCount(0)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-embedded')).toHaveText('farcaster: alice')
  const address = await page.getByTestId('demo-address').textContent()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // a reload restores the session through the frame (refresh cookie), as after an e-mail login
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(address as string)
  await expect(page.getByTestId('demo-embedded')).toHaveText('farcaster: alice')

  await page.locator('appkit-button').getByRole('button').click()
  // the username and fid come back with the session (the server's /auth/v1/me through the frame's GET_USER)
  await expect(dialog(page, 'Account').getByTestId('account-username')).toHaveText(`alice · fid ${fid}`)
  await dialog(page, 'Account').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test("Farcaster: an impostor (a key that is not the fid's custody) is refused: 'Failed to connect to farcaster', nothing connected", async ({
  page,
}) => {
  test.setTimeout(60_000)
  const { fid } = await registeredFid()
  const impostor = privateKeyToAccount(generatePrivateKey())
  const view = await openFarcaster(page)
  await farcasterApp(await scanQr(page), impostor, fid, 'mallory')
  await expect(view.getByRole('alert')).toHaveText('Failed to connect to farcaster', { timeout: 15_000 })
  await expect(view.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('Farcaster in the local stack: "Open Farcaster" opens the dev Farcaster client, which signs in as a dev fid', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const dev = DEV_FARCASTER_ACCOUNTS[0]
  const view = await openFarcaster(page)
  const [client] = await Promise.all([
    page.waitForEvent('popup'),
    view.getByRole('link', { name: 'Open Farcaster' }).click(),
  ])
  // the dev client names the site asking and signs in on the relay as the chosen dev account
  await expect(client.locator('#site')).toHaveText('localhost:5173', { timeout: 20_000 })
  await client.getByLabel('Account').selectOption(String(dev.fid))
  await client.getByRole('button', { name: 'Sign in' }).click()
  await expect(client.getByRole('status')).toHaveText(`Signed in as @${dev.username}. You can go back to the site.`)
  await expect(dialog(page, 'Account').getByTestId('account-username')).toHaveText(`${dev.username} · fid ${dev.fid}`, {
    timeout: 15_000,
  })
  await dialog(page, 'Account').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})
