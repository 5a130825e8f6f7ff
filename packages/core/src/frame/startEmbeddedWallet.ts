import { type FrameUser, isOriginAllowed } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { applyEmbeddedUser, saveEmbeddedLogin } from './applyEmbeddedUser.ts'
import { createEmbeddedProvider, type ProviderListeners } from './createEmbeddedProvider.ts'
import type { EmbeddedWallet, EmbeddedWalletHooks } from './createEmbeddedWallet.ts'
import type { FrameClient } from './createFrameClient.ts'
import { preferredEmbeddedAccountType } from './preferredEmbeddedAccountType.ts'

const ALERTS = {
  iframe_load_failed: { code: 'IFRAME_LOAD_FAILED', message: 'Unable to load email login dependency' },
  iframe_request_timeout: { code: 'IFRAME_REQUEST_TIMEOUT', message: 'Something went wrong' },
} as const

const UNVERIFIED = {
  code: 'UNVERIFIED_DOMAIN',
  message: 'Unverified Domain: e-mail and social login need this site on the project’s allowed origins',
} as const

/** The system's colour scheme (where the page has `matchMedia`): now, and a watch on its changes. */
function systemScheme() {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined
  const query = window.matchMedia('(prefers-color-scheme: dark)')
  return {
    mode: (): 'dark' | 'light' => (query.matches ? 'dark' : 'light'),
    watch(listener: () => void) {
      query.addEventListener('change', listener)
      return () => query.removeEventListener('change', listener)
    },
  }
}

/**
 * The kit's e-mail login behind `createEmbeddedWallet`'s shell, loaded when it is first needed (a stored
 * login to restore, an e-mail or social login, a request that needs the frame): the frame client (made at
 * once if e-mail login was used before in this browser, else on first use) and the EIP-1193 provider the EVM
 * adapter connects through, on the shell's `listeners`; what it does to the dialog (alerts, the approval, the
 * not-allowed message) through the shell's `hooks`, so this chunk imports none of the page's up-front modules
 * (Rolldown would split each one shared with it into a chunk of its own). Keeps the eip155 account's `embeddedWalletInfo` in
 * step with the frame's user.
 */
export function startEmbeddedWallet(
  kit: Kit,
  listeners: ProviderListeners,
  hooks: EmbeddedWalletHooks,
): EmbeddedWallet {
  let client: FrameClient | undefined
  let loading: Promise<FrameClient> | undefined
  let user: FrameUser | undefined
  let destroyed = false
  const evmChainId = hooks.chainId
  /** Whether the project's allowed origins (read at start, `checkAllowedOrigins`) leave this page out. */
  const unverifiedDomain = () => {
    const allowed = hooks.allowedOrigins()
    return allowed !== undefined && typeof location !== 'undefined' && !isOriginAllowed(location.origin, allowed)
  }
  // the frame client and its message schemas are a chunk of their own, loaded when e-mail login is used
  const frame = () => {
    loading ??= import('./createFrameClient.ts').then(({ createFrameClient }) => makeClient(createFrameClient))
    return loading
  }
  const makeClient = (createFrameClient: typeof import('./createFrameClient.ts').createFrameClient) => {
    client = createFrameClient({
      frameUrl: kit.options.frameUrl,
      query: {
        projectId: kit.options.projectId,
        chainId: evmChainId(),
        version: ConstantsUtil.SDK_VERSION,
        enableLogger: kit.options.enableAuthLogger,
        rpcUrl: hooks.rpcUrl(evmChainId()),
      },
      window,
      // a page the project does not allow gets nothing from the frame: that is said as such (SPEC §8)
      onTimeout: (kind) =>
        hooks.showAlert(kind === 'iframe_load_failed' && unverifiedDomain() ? UNVERIFIED : ALERTS[kind]),
      // theme and dapp data once initialised — and again after a RELOAD
      onReady: () => {
        if (client) void syncFrame(client).catch(() => undefined)
      },
      // the frame's session ended by itself (expired, signed out in another tab): the account follows; renewed:
      // the user is read again (its e-mail or accounts may have changed)
      onSessionUpdate: (token) => {
        if (token === '') provider.sessionEnded()
        else if (provider.user()) void provider.refreshUser().catch(() => undefined)
      },
    })
    // the kit was destroyed while the frame client loaded: its requests end at once
    if (destroyed) client.destroy()
    // known already: the frame will not answer this page (it is not on the project's allowed origins)
    else if (unverifiedDomain()) hooks.showAlert(UNVERIFIED)
    return client
  }
  /**
   * Theme and dapp data go to the frame once it is initialised, and the theme again on each change. A site
   * that follows the system's scheme (no themeMode) sends the scheme the dialog shows now: the frame is a
   * document of its own, so it draws its Approve panel in the dialog's colours either way.
   */
  const syncTheme = (target: FrameClient) => {
    const { themeMode, themeVariables } = kit.stores.theme.get()
    const mode = themeMode ?? systemScheme()?.mode()
    return target.request('SYNC_THEME', {
      ...(mode ? { themeMode: mode } : {}),
      themeVariables,
    })
  }
  const syncFrame = async (target: FrameClient) => {
    const metadata = kit.options.metadata
    await Promise.all([
      syncTheme(target),
      target.request('SYNC_DAPP_DATA', {
        ...(metadata ? { metadata } : {}),
        sdkVersion: ConstantsUtil.SDK_VERSION,
        sdkType: ConstantsUtil.SDK_TYPE,
        projectId: kit.options.projectId,
      }),
    ])
  }
  const applyInfo = () => applyEmbeddedUser(kit, user)
  const provider = createEmbeddedProvider(
    {
      preferredAccountType: () => preferredEmbeddedAccountType(kit),
      frame,
      loginUsed: () => kit.storage.isLoginEmailUsed(),
      chainId: evmChainId,
      approve: hooks.approve,
      onSyncing: (loading) => kit.stores.modal.set({ loading }),
      // SPEC §5/§8: console and UI message; the dialog opens, the error shows after 300 ms (AppKit's timing)
      onNotAllowed(method) {
        console.error(KitErrorMessage.RPC_METHOD_NOT_ALLOWED, { method })
        hooks.openModal()
        hooks.later(
          () => hooks.showSnack(KitErrorMessage.RPC_METHOD_NOT_ALLOWED_UI, 'RPC_METHOD_NOT_ALLOWED'),
          ConstantsUtil.ERROR_POPUP_DELAY_MS,
        )
      },
      onUser(next) {
        // after a login (or a restored one): which chains have smart accounts (empty on an error, SPEC §4)
        if (next && !user) {
          void import('../actions/getSmartAccountEnabledNetworks.ts')
            .then(({ getSmartAccountEnabledNetworks }) => getSmartAccountEnabledNetworks(kit))
            .catch(() => undefined)
        }
        user = next
        saveEmbeddedLogin(kit, next)
        applyInfo()
      },
    },
    listeners,
  )
  const stops = [
    kit.stores.chains.subscribe(applyInfo),
    kit.stores.connections.subscribe(applyInfo),
    kit.stores.theme.subscribe(() => {
      if (client?.initialised) void syncTheme(client).catch(() => undefined)
    }),
    systemScheme()?.watch(() => {
      if (client?.initialised && !kit.stores.theme.get().themeMode) void syncTheme(client).catch(() => undefined)
    }) ?? (() => undefined),
  ]
  if (kit.storage.isLoginEmailUsed()) void frame()
  return {
    provider,
    frame,
    current: () => client,
    destroy() {
      destroyed = true
      for (const stop of stops) stop()
      client?.destroy()
    },
  }
}
