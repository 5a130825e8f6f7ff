import { startDevnet, startMainnetStandIn } from '@gangway/devnet'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { DEMO_DEV_URL } from './demoDevServer.ts'
import { isLocalUrl } from './isLocalUrl.ts'

/**
 * Vite's dev servers transform a page's modules on its first load, which takes tens of seconds on a busy
 * 2-core machine — longer than a spec's 5 s expectation. Each dev page is loaded once here, before any
 * spec runs, so specs meet warm servers (only local requests; anything else is aborted). The specs' demo at
 * :5173 is built (nothing to warm); its dev server (:5176) and the web wallet's (:5174) are.
 */
async function warmDevServers(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext()
    await context.route('**/*', (route) => (isLocalUrl(route.request().url()) ? route.continue() : route.abort()))
    await Promise.all(
      [
        `${DEMO_DEV_URL}/?devwallet=off&siwx=off`,
        `${DEMO_DEV_URL}/basic.html`,
        'http://localhost:5174/',
        // the Coinbase SDK's popup (the dev stand-in for keys.coinbase.com)
        'http://localhost:5174/coinbase.html',
      ].map(async (url) => {
        const page = await context.newPage()
        await page.goto(url, { waitUntil: 'load', timeout: 180_000 })
        // the demo pages load their app with dynamic imports: warm once React has rendered
        if (url.startsWith(DEMO_DEV_URL)) {
          await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, null, {
            timeout: 180_000,
          })
        }
        await page.close()
      }),
    )
  } finally {
    await browser.close()
  }
}

/**
 * Starts a fresh, seeded devnet for the browser run, the Ethereum mainnet stand-in (chain id 1 on :8548, the
 * test server's upstream for `eip155:1`: a site on Ethereum reads through the server and nothing leaves the
 * machine) and warms the dev servers; the returned function stops the chains.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [devnet, mainnet] = await Promise.all([startDevnet(), startMainnetStandIn()])
  const stop = async () => {
    await Promise.all([devnet.stop(), mainnet.stop()])
  }
  try {
    await warmDevServers()
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
