import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { announcedWallets } from './announcedWallets.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { expect, test } from './fixtures.ts'
import { installRouteGuard } from './installRouteGuard.ts'

const extensionDir = new URL('../apps/wallet/dist/extension', import.meta.url).pathname

test('the unpacked extension injects the dev wallet into localhost pages', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'gangway-ext-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  })
  try {
    const guard = await installRouteGuard(context)
    const page = await context.newPage()
    await page.goto('http://localhost:5173/?devwallet=off&siwx=off')
    await expect(page.getByRole('heading', { name: 'The wallet dialog your site hosts itself' })).toBeVisible()
    const rdns = (await announcedWallets(page)).map((info) => info.rdns)
    expect(rdns).toEqual(['dev.gangway.wallet'])
    expect(
      await page.evaluate(
        () => (window as unknown as { ethereum?: { isGangwayDevWallet?: boolean } }).ethereum?.isGangwayDevWallet,
      ),
    ).toBe(true)
    guard.assertNothingLeft()
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
