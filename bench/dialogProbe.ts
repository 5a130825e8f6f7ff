import type { Browser, Page } from '@playwright/test'
import type { SiteName } from './dialogSites.ts'

// Strings, not functions: tsx would add `__name` helpers the page does not have.
const DEEP = `const deep = (root, selector) => {
  if (!root) return undefined
  const here = root.querySelector(selector)
  if (here) return here
  for (const el of root.querySelectorAll('*')) {
    const found = el.shadowRoot && deep(el.shadowRoot, selector)
    if (found) return found
  }
  return undefined
}`
/**
 * Per site: the button a visitor clicks, and Connect's first wallet row — counted as there once it is
 * rendered *and visible* (`checkVisibility({ visibilityProperty: true })`: neither in a `display: none` tree nor
 * `visibility: hidden`): Gangway renders Connect hidden before the click (issue 38).
 */
const PROBES: Record<SiteName, { button: string; row: string }> = {
  floor: { button: `document.querySelector('#open')`, row: `document.querySelector('dialog[open] ul li')` },
  gangway: {
    button: `deep(document.querySelector('appkit-button')?.shadowRoot, 'button')`,
    row: `document.querySelector('appkit-modal')?.shadowRoot?.querySelector('[data-view="Connect"] ul li')`,
  },
  appkit: {
    button: `deep(document.querySelector('appkit-button')?.shadowRoot, 'button')`,
    row: `deep(deep(document, 'w3m-connect-view')?.shadowRoot, 'wui-list-wallet')`,
  },
}

/**
 * The script that clicks `site`'s button and answers the milliseconds until Connect's first row is visible
 * plus two animation frames (so it has been painted). User-timing marks `bench:click`, `bench:shown` and
 * `bench:painted` let a trace (`dialogTrace.ts`) find the same window; the same for every site.
 */
export const clickToConnect = (site: SiteName, timersOnly = process.env.PROBE === 'timers') => `(async () => {
  ${DEEP}
  const button = ${PROBES[site].button}
  if (!button) throw new Error('no button to open the dialog')
  performance.mark('bench:click')
  const started = performance.now()
  button.click()
  const shown = () => {
    const row = ${PROBES[site].row}
    return row ? row.checkVisibility({ visibilityProperty: true }) : false
  }
  ${
    timersOnly
      ? ''
      : `// first once the click's microtasks have run: a page's click handler may render there (React flushes a
  // click's updates in a microtask, Lit renders in one); a script's click() runs them only when it yields
  if (!shown()) await null`
  }
  while (!shown()) {
    if (performance.now() - started > 10000) throw new Error('Connect was not shown within 10 s')
    await new Promise((r) => setTimeout(r, 1))
  }
  performance.mark('bench:shown')
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  const ms = performance.now() - started
  performance.mark('bench:painted')
  return ms
})()`

export type Loaded = { page: Page; scripts: Set<string>; blocked: number }

/**
 * Opens `url` in a fresh page and waits for load, network idle and 300 ms more. Requests to other hosts are
 * aborted for AppKit (counted) and fail the run for the others; the scripts downloaded are collected.
 */
export async function loadPage(browser: Browser, url: string, site: SiteName): Promise<Loaded> {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  const loaded: Loaded = { page, scripts, blocked: 0 }
  await page.route('**/*', (route) => {
    const request = new URL(route.request().url())
    if (request.origin === url) {
      if (request.pathname.endsWith('.js')) scripts.add(request.pathname)
      return route.continue()
    }
    // Gangway's server (localhost:4000) is not running here: its calls fail at once, as the floor has none
    if (request.protocol === 'data:' || ['127.0.0.1', 'localhost'].includes(request.hostname)) return route.continue()
    if (site !== 'appkit') throw new Error(`${site}: non-local request ${request}`)
    loaded.blocked++
    return route.abort()
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  return loaded
}
