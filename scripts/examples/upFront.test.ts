import { readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUpFront, sourcesOf } from './buildUpFront.ts'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')
// inside the repository, so the site resolves the workspace's react, wagmi and viem
const siteDir = join(root, 'node_modules/.cache/gangway-up-front-test')
const site = join(here, 'sizeBudgetSite')

/**
 * What a first-time visitor who has not connected never needs before the dialog opens (issue 38's sixth and
 * seventh parts): each loads on demand by a real trigger. The size budget (`sizeBudget.ts`) guards the bytes;
 * this names the modules, so one imported up front again fails here with its name.
 */
const LAZY = [
  // the embedded wallet (e-mail/social) behind its shell: a stored login, a login or a request loads it
  'packages/core/src/frame/startEmbeddedWallet.ts',
  'packages/core/src/frame/applyEmbeddedUser.ts',
  'packages/core/src/frame/createEmbeddedProvider.ts',
  'packages/core/src/frame/createFrameClient.ts',
  // the frame's list of popup providers (its message schemas need it; Connect asks `socialNames.ts`, up front)
  'packages/protocol/src/frame/socialLoginProviders.ts',
  // the e-mail address's form check: the e-mail actions make it (the field shows their INVALID_EMAIL)
  'packages/core/src/actions/isValidEmail.ts',
  'packages/protocol/src/email.ts',
  // the balance read after a connection (refreshBalance) and viem's amount formatting (evmActions)
  'packages/core/src/actions/fetchBalance.ts',
  'packages/core/src/actions/setNativeBalance.ts',
  'viem/_esm/utils/unit/formatUnits.js',
  // the universal adapter, with the adapter blueprint: only for a namespace no adapter of the site covers
  'packages/core/src/walletconnect/UniversalAdapter.ts',
  'packages/core/src/adapter/AdapterBlueprint.ts',
  'packages/core/src/adapter/ConnectorRegistry.ts',
  // WalletConnect's client factory: with the session's chunk (the kit's start needs only relayUrlOf)
  'packages/core/src/walletconnect/createWalletConnectProvider.ts',
  'packages/core/src/walletconnect/keepWalletConnectLocal.ts',
  // sign-in's watch: only on a page with a siwx or siweConfig option (its setup still runs in createKit); a
  // siweConfig's defaults with its mapping, on the first sign-in call
  'packages/core/src/siwx/startSIWX.ts',
  'packages/core/src/siwx/createSIWEConfig.ts',
  // the alerts of errors: with a relay's refusal, or an error the Gangway server answered
  'packages/core/src/actions/showProviderAlert.ts',
  'packages/core/src/actions/showApiAlert.ts',
]

/**
 * Texts nothing up front reads, each by a marker only that text has: the error- and alert-code tables (for sites; the
 * packages write codes as typed strings, `KEY:` is the table's own syntax) and the snackbar and alert words of the
 * English catalog (in `enViews.ts`; until it loads the Snackbar shows core's identical message, an alert waits).
 */
const TEXTS = [
  { name: 'KitErrorCode', marker: 'ACCOUNT_NOT_SWITCHABLE:' },
  { name: 'AdapterErrorCode', marker: 'FEATURE_NOT_SUPPORTED:' },
  { name: 'AlertCode', marker: 'IFRAME_REQUEST_TIMEOUT:' },
  { name: 'ApiErrorCode', marker: 'PAYLOAD_TOO_LARGE:' },
  { name: 'the catalog’s snackbar words', marker: 'snack.SWAP_SUCCESS' },
  { name: 'the catalog’s alert words', marker: 'alert.PROJECT_ID_NOT_CONFIGURED' },
]

/** Modules Connect shares with the views loaded through its chunk (`views/Connect/connectFamily.ts`), in its chunk. */
const IN_CONNECT = [
  'views/Connect/EmailLoginForm.tsx',
  'views/Connect/WalletGroupList.tsx',
  'views/Connect/RegistryWalletList.tsx',
  'views/Connect/socialProviders.ts',
  // shared with both social views, which load as one chunk (ConnectSocials/socialViews.ts)
  'views/Connect/startSocialLogin.ts',
  'components/SocialIcon.tsx',
  // shared with the e-mail views, which load as one chunk through Connect's (EmailLogin/emailViews.ts)
  'components/EmailForm.tsx',
]

/**
 * The modules up front that are in chunks of their own beside Connect's, and why (the ui README, "The views
 * reached from Connect"): also used by code the page loads without Connect — the social popup's opening and
 * Telegram's check (core's `connectSocial`, reached from the social login's way back and from ProfileWallets),
 * the blank popup (also the on-ramp's), the wallet icon (five views loaded without Connect).
 */
const APART = [
  'packages/core/src/actions/openSocialPopup.ts',
  'packages/core/src/actions/socialsForPlatform.ts',
  'packages/core/src/popup/openBlankPopup.ts',
  'packages/ui/src/components/WalletIcon.tsx',
]

/**
 * Modules the page shares with lazy chunks that are in the entry chunk, not in small chunks of their own beside
 * it (each such chunk is one more request and its import/export glue): they stay there while no up-front module
 * importing them is also imported by lazy code (core README, "Which chunk a module lands in").
 */
const IN_ENTRY = [
  // imported up front only by page-only modules once UniversalAdapter takes its WalletConnect connector from its
  // stand-in (AdapterError, which imports it, is then page-only too)
  'packages/core/src/errors/KitError.ts',
  // with React and the English words: imported up front by no shared module that imports another one once
  // NetworkIcon is beside Icon (components/Icon.tsx)
  'packages/ui/src/context/KitContext.tsx',
]

describe('the minimal site up front (entry, its static imports and Connect’s preloaded chunk), built from sources', () => {
  let built: Awaited<ReturnType<typeof buildUpFront>>
  beforeAll(async () => {
    built = await buildUpFront(siteDir, {
      html: readFileSync(join(site, 'index.html'), 'utf8'),
      main: readFileSync(join(site, 'main.tsx'), 'utf8'),
    })
  }, 180_000)
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }))

  it('carries none of the modules a visitor who has not connected does not need', () => {
    const { dist, files, entryFiles, connect } = built
    const sources = sourcesOf(dist, files)
    // the check reads real chunks: the kit's start and the dialog's Connect view are there
    expect(sources.some((s) => s.endsWith('packages/core/src/createKit.ts'))).toBe(true)
    expect(sources.some((s) => s.endsWith('packages/ui/src/views/Connect/ConnectView.tsx'))).toBe(true)
    expect(sources.filter((s) => LAZY.some((lazy) => s.endsWith(lazy)))).toEqual([])
    const code = files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')
    for (const text of TEXTS) expect(code.includes(text.marker), text.name).toBe(false)
    // the code Connect shares with the views reached from it (Connect/connectFamily.ts) is in Connect's own
    // chunk, not in small shared chunks beside it
    const inConnect = sourcesOf(dist, connect ? [connect] : [])
    for (const shared of IN_CONNECT)
      expect(
        inConnect.some((s) => s.endsWith(`packages/ui/src/${shared}`)),
        shared,
      ).toBe(true)
    // and Connect's side of the page (what it loads beside the entry's chunks) is Connect's chunk and the
    // chunks of the modules known to stay apart: any other is a small shared chunk come back, named here
    const besides = files.filter((file) => file !== connect && !entryFiles.includes(file))
    const apart = sourcesOf(dist, besides)
    expect(apart.filter((s) => !APART.some((known) => s.endsWith(known)))).toEqual([])
  })

  it('keeps the modules it shares with lazy chunks in the entry chunk', () => {
    const inEntry = sourcesOf(built.dist, [built.entry])
    expect(IN_ENTRY.filter((module) => !inEntry.some((s) => s.endsWith(module)))).toEqual([])
  })
})
