import { type FrameUser, isOriginAllowed } from '@gangway/protocol'
import { approveEmbeddedRequest } from '../actions/approveEmbeddedRequest.ts'
import { ALLOWED_ORIGINS_CACHE_KEY } from '../actions/checkAllowedOrigins.ts'
import { openModal } from '../actions/openModal.ts'
import { AlertCode, showAlert } from '../actions/showAlert.ts'
import { showSnack } from '../actions/showSnack.ts'
import { ConstantsUtil } from '../constants.ts'
import { KitErrorCode, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { serverRpcUrl } from '../networks/serverRpcUrl.ts'
import { applyEmbeddedUser, saveEmbeddedLogin } from './applyEmbeddedUser.ts'
import { createEmbeddedProvider, type EmbeddedProvider } from './createEmbeddedProvider.ts'
import type { FrameClient } from './createFrameClient.ts'
import { preferredEmbeddedAccountType } from './preferredEmbeddedAccountType.ts'

/** The connector id of the embedded wallet (AppKit's). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

export type EmbeddedWallet = {
  provider: EmbeddedProvider
  /** The frame client, loaded and made on first use (appended to the page then). */
  frame(): Promise<FrameClient>
  current(): FrameClient | undefined
  destroy(): void
}

const ALERTS = {
  iframe_load_failed: { code: AlertCode.IFRAME_LOAD_FAILED, message: 'Unable to load email login dependency' },
  iframe_request_timeout: { code: AlertCode.IFRAME_REQUEST_TIMEOUT, message: 'Something went wrong' },
} as const

const UNVERIFIED = {
  code: AlertCode.UNVERIFIED_DOMAIN,
  message: 'Unverified Domain: e-mail and social login need this site on the project’s allowed origins',
} as const

/** Whether the project's allowed origins (read at start, `checkAllowedOrigins`) leave this page out. */
function unverifiedDomain(kit: Kit): boolean {
  const allowed = kit.cache.get(ALLOWED_ORIGINS_CACHE_KEY)?.value as string[] | undefined
  return allowed !== undefined && typeof location !== 'undefined' && !isOriginAllowed(location.origin, allowed)
}

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
 * The kit's e-mail login: the frame client (made at start only if e-mail login was used before in this
 * browser, else on first use) and the EIP-1193 provider the EVM adapter connects through. Keeps the eip155
 * account's `embeddedWalletInfo` in step with the frame's user.
 */
export function createEmbeddedWallet(kit: Kit): EmbeddedWallet {
  let client: FrameClient | undefined
  let loading: Promise<FrameClient> | undefined
  let user: FrameUser | undefined
  let destroyed = false
  // the frame's chains (issue 37 item 13): every EVM network; it starts on the active one, else the site's
  // first EVM network (its namespaceNetworks' last one first), else Ethereum mainnet (SPEC §9's default chain)
  const evmChainId = () => {
    const { activeNetwork, namespaceNetworks, networks } = kit.stores.chains.get()
    const evm =
      [activeNetwork, namespaceNetworks.eip155].find((n) => n?.chainNamespace === 'eip155') ??
      networks.find((n) => n.chainNamespace === 'eip155')
    return evm ? Number(evm.id) : 1
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
        rpcUrl: serverRpcUrl(`eip155:${evmChainId()}`, kit.options),
      },
      window,
      // a page the project does not allow gets nothing from the frame: that is said as such (SPEC §8)
      onTimeout: (kind) =>
        showAlert(kit, kind === 'iframe_load_failed' && unverifiedDomain(kit) ? UNVERIFIED : ALERTS[kind]),
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
    else if (unverifiedDomain(kit)) showAlert(kit, UNVERIFIED)
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
  const provider = createEmbeddedProvider({
    preferredAccountType: () => preferredEmbeddedAccountType(kit),
    frame,
    loginUsed: () => kit.storage.isLoginEmailUsed(),
    chainId: evmChainId,
    approve: (run) => approveEmbeddedRequest(kit, run),
    onSyncing: (loading) => kit.stores.modal.set({ loading }),
    // SPEC §5/§8: console and UI message; the dialog opens, the error shows after 300 ms (AppKit's timing)
    onNotAllowed(method) {
      console.error(KitErrorMessage.RPC_METHOD_NOT_ALLOWED, { method })
      if (!kit.stores.modal.get().open) openModal(kit)
      const timer = setTimeout(() => {
        kit.timers.delete(timer)
        showSnack(kit, KitErrorMessage.RPC_METHOD_NOT_ALLOWED_UI, 'error', KitErrorCode.RPC_METHOD_NOT_ALLOWED)
      }, ConstantsUtil.ERROR_POPUP_DELAY_MS)
      kit.timers.add(timer)
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
  })
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
