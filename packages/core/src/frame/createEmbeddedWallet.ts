import { approveEmbeddedRequest } from '../actions/approveEmbeddedRequest.ts'
import { ALLOWED_ORIGINS_CACHE_KEY } from '../actions/checkAllowedOrigins.ts'
import { openModal } from '../actions/openModal.ts'
import { type AlertCode, showAlert } from '../actions/showAlert.ts'
import { showSnack } from '../actions/showSnack.ts'
import type { Kit } from '../Kit.ts'
import { serverRpcUrl } from '../networks/serverRpcUrl.ts'
import type { EmbeddedProvider, ProviderListeners } from './createEmbeddedProvider.ts'
import type { FrameClient } from './createFrameClient.ts'

/** The connector id of the embedded wallet (AppKit's). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

export type EmbeddedWallet = {
  provider: EmbeddedProvider
  /** The frame client, loaded and made on first use (appended to the page then). */
  frame(): Promise<FrameClient>
  current(): FrameClient | undefined
  destroy(): void
}

/** What the embedded wallet's lazy part (`startEmbeddedWallet.ts`) does to the kit through the page's own modules. */
export type EmbeddedWalletHooks = {
  /** The frame's chain: the active EVM network, else the site's first EVM network, else Ethereum mainnet. */
  chainId(): number
  /** The frame's RPC endpoint of an EVM chain (the server's `/v1`). */
  rpcUrl(chainId: number): string | undefined
  /** Runs an unsafe request while ApproveTransaction shows the frame. */
  approve<T>(run: () => Promise<T>): Promise<T>
  /** Opens the dialog unless it is open. */
  openModal(): void
  showAlert(alert: { code: AlertCode; message: string }): void
  /** An error snack with its stable code. */
  showSnack(message: string, code: string): void
  /** Runs `run` after `ms` unless the kit is destroyed first (the kit's timers). */
  later(run: () => void, ms: number): void
  /** The project's allowed origins, as read at start (`checkAllowedOrigins`); undefined when not known. */
  allowedOrigins(): string[] | undefined
}

/** The hooks of `startEmbeddedWallet`: the kit's dialog, alerts and options, from the modules the page has up front. */
function embeddedWalletHooks(kit: Kit): EmbeddedWalletHooks {
  return {
    // the frame's chains (issue 37 item 13): every EVM network; it starts on the active one, else the site's
    // first EVM network (its namespaceNetworks' last one first), else Ethereum mainnet (SPEC §9's default chain)
    chainId() {
      const { activeNetwork, namespaceNetworks, networks } = kit.stores.chains.get()
      const evm =
        [activeNetwork, namespaceNetworks.eip155].find((n) => n?.chainNamespace === 'eip155') ??
        networks.find((n) => n.chainNamespace === 'eip155')
      return evm ? Number(evm.id) : 1
    },
    rpcUrl: (chainId) => serverRpcUrl(`eip155:${chainId}`, kit.options),
    approve: (run) => approveEmbeddedRequest(kit, run),
    openModal() {
      if (!kit.stores.modal.get().open) openModal(kit)
    },
    showAlert: (alert) => showAlert(kit, alert),
    showSnack: (message, code) => showSnack(kit, message, 'error', code),
    later(run, ms) {
      const timer = setTimeout(() => {
        kit.timers.delete(timer)
        run()
      }, ms)
      kit.timers.add(timer)
    },
    allowedOrigins: () => kit.cache.get(ALLOWED_ORIGINS_CACHE_KEY)?.value as string[] | undefined,
  }
}

/**
 * The kit's e-mail and social login as the page has it up front: a shell. What it does
 * (`startEmbeddedWallet.ts`: the provider, the frame's wiring, the account state it keeps) is a chunk of its
 * own, loaded when first needed — at once when this browser has a stored embedded login to restore, else when
 * an e-mail, social or Farcaster login asks for the frame, or a request reaches the provider. Until then the
 * provider collects wagmi's listeners and answers the silent `eth_accounts` with none (no stored login), so a
 * first-time visitor's page carries none of it (issue 38).
 */
export function createEmbeddedWallet(kit: Kit): EmbeddedWallet {
  const listeners: ProviderListeners = new Map()
  let wallet: EmbeddedWallet | undefined
  let loading: Promise<EmbeddedWallet> | undefined
  let destroyed = false
  const load = () => {
    loading ??= import('./startEmbeddedWallet.ts').then(({ startEmbeddedWallet }) => {
      wallet = startEmbeddedWallet(kit, listeners, embeddedWalletHooks(kit))
      if (destroyed) wallet.destroy()
      return wallet
    })
    return loading
  }
  const provider: EmbeddedProvider = {
    request: async (args) =>
      !wallet && args.method === 'eth_accounts' && !kit.storage.isLoginEmailUsed()
        ? []
        : (await load()).provider.request(args),
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    user: () => wallet?.provider.user(),
    refreshUser: async () => (await load()).provider.refreshUser(),
    sessionEnded: () => wallet?.provider.sessionEnded(),
    setEmail: (email) => wallet?.provider.setEmail(email),
  }
  if (kit.storage.isLoginEmailUsed()) void load()
  return {
    provider,
    frame: async () => (await load()).frame(),
    current: () => wallet?.current(),
    destroy() {
      destroyed = true
      wallet?.destroy()
    },
  }
}
