/**
 * What the demo page is set to, read from its URL — the "Try it with" panel writes them (a change reloads the
 * page with a new dialog, as a site configures `createAppKit` once), and the browser tests open them directly:
 *
 * | Query | Values | What it does |
 * |---|---|---|
 * | `solana` | `on` | Solana networks and wallets in the same dialog |
 * | `bitcoin` | `on` | Bitcoin networks and wallets in the same dialog |
 * | `multiwallet` | `on`, `off` | several wallets at once (`features.multiWallet`); `off` shows the hooks with it off |
 * | `siwx` | `off`, `optional` | sign-in after connecting: required (default), optional, or off |
 * | `locale` | a language code | the dialog's language (default: the browser's) |
 * | `theme` | `light`, `dark` | the starting theme (default: the system's) |
 * | `projectId` | a project id | another project on the local server (default `local`) |
 * | `analytics` | `on` | the site's `features.analytics` |
 * | `devwallet` | `off` | leave the injected dev wallet out (`main.tsx`) |
 */
export type DemoOptions = {
  solana: boolean
  bitcoin: boolean
  multiWallet: 'on' | 'off' | undefined
  signIn: 'required' | 'optional' | 'off'
  locale: string | undefined
  theme: 'light' | 'dark' | undefined
  projectId: string
  analytics: boolean
}

export function readDemoOptions(search: string): DemoOptions {
  const query = new URLSearchParams(search)
  const multi = query.get('multiwallet')
  const siwx = query.get('siwx')
  const theme = query.get('theme')
  return {
    solana: query.get('solana') === 'on',
    bitcoin: query.get('bitcoin') === 'on',
    multiWallet: multi === 'on' || multi === 'off' ? multi : undefined,
    signIn: siwx === 'off' ? 'off' : siwx === 'optional' ? 'optional' : 'required',
    locale: query.get('locale') || undefined,
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    projectId: query.get('projectId') ?? 'local',
    analytics: query.get('analytics') === 'on',
  }
}

/**
 * The page's URL with `change` applied; other parameters (`devwallet`, `projectId` …) are kept. Defaults are
 * left out, so the plain page stays at `/`.
 */
export function demoUrl(current: string, change: Partial<DemoOptions>): string {
  const url = new URL(current)
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) url.searchParams.delete(name)
    else url.searchParams.set(name, value)
  }
  if ('solana' in change) set('solana', change.solana ? 'on' : undefined)
  if ('bitcoin' in change) set('bitcoin', change.bitcoin ? 'on' : undefined)
  if ('multiWallet' in change) set('multiwallet', change.multiWallet)
  if ('signIn' in change) set('siwx', change.signIn === 'required' ? undefined : change.signIn)
  if ('locale' in change) set('locale', change.locale)
  if ('theme' in change) set('theme', change.theme)
  return url.toString()
}

/** The options of this page load. */
export const demoOptions = readDemoOptions(typeof location === 'undefined' ? '' : location.search)
