import type { FrameUser } from '@gangway/protocol'
import type { FrameClient } from './createFrameClient.ts'

type Listener = (...args: unknown[]) => void
/** The provider's event listeners (`on`/`removeListener`), by event. */
export type ProviderListeners = Map<string, Set<Listener>>

export type EmbeddedProviderDeps = {
  /** The frame client, loaded and made on first use. */
  frame(): Promise<FrameClient>
  /** Whether e-mail login was used in this browser (else a silent `eth_accounts` answers [] without a frame). */
  loginUsed(): boolean
  chainId(): number
  /** Runs an unsafe request while the visitor approves it in the frame (the dialog shows ApproveTransaction). */
  approve<T>(run: () => Promise<T>): Promise<T>
  onUser(user: FrameUser | undefined): void
  /** A method outside the allow-list was asked for (it is rejected; the dialog tells the visitor). */
  onNotAllowed(method: string): void
  /** The stored session is being checked with the frame (SPEC §4: the auth connector's loading flag). */
  onSyncing?(syncing: boolean): void
  /**
   * The account type the dialog asks for (the visitor's stored choice, else `defaultAccountTypes.eip155`):
   * the server uses it while the visitor never chose one.
   */
  preferredAccountType?(): 'eoa' | 'smartAccount' | undefined
}

/** What the provider keeps between requests (the request handling itself is `embeddedRequest.ts`). */
export type EmbeddedProviderState = {
  deps: EmbeddedProviderDeps
  user: FrameUser | undefined
  chainId: number | undefined
  setUser(next: FrameUser | undefined): void
  emit(event: string, ...args: unknown[]): void
}

/**
 * `eth_accounts` when no frame is needed to answer it: the known user's address, or none when e-mail login
 * was never used in this browser; undefined when the frame must be asked (a stored login to check).
 */
export function accountsWithoutFrame(s: EmbeddedProviderState): string[] | undefined {
  if (s.user) return [s.user.address]
  if (!s.deps.loginUsed()) return []
  return undefined
}

/**
 * The embedded wallet as an EIP-1193 provider (for wagmi's injected connector, id `ID_AUTH`): listeners (the
 * ones `createEmbeddedWallet`'s shell collected before it loaded, when given) and the user; what a request
 * does (`embeddedRequest.ts`) loads with the first request.
 */
export function createEmbeddedProvider(deps: EmbeddedProviderDeps, listeners: ProviderListeners = new Map()) {
  const state: EmbeddedProviderState = {
    deps,
    user: undefined,
    chainId: undefined,
    setUser(next) {
      state.user = next
      deps.onUser(next)
    },
    emit(event, ...args) {
      for (const l of listeners.get(event) ?? []) l(...args)
    },
  }
  const handler = () => import('./embeddedRequest.ts')
  return {
    request: async (args: { method: string; params?: unknown }): Promise<unknown> =>
      // wagmi's silent `eth_accounts` at start, answered without loading the handler when it needs no frame
      (args.method === 'eth_accounts' ? accountsWithoutFrame(state) : undefined) ??
      (await handler()).embeddedRequest(state, args),
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    user: () => state.user,
    /** Asks the frame for the user again; `accountsChanged` when the address changed (embeddedRequest.ts). */
    refreshUser: async (): Promise<FrameUser | undefined> => (await handler()).refreshUser(state),
    /**
     * The frame's session ended without the dialog asking (SESSION_UPDATE with no token: it expired, or was
     * signed out in another tab): the user is forgotten and `accountsChanged([])` tells wagmi and the kit.
     */
    sessionEnded(): void {
      if (!state.user) return
      state.setUser(undefined)
      state.emit('accountsChanged', [])
    },
    /** The user changed e-mail (UPDATE_EMAIL done). */
    setEmail(email: string) {
      if (state.user) state.setUser({ ...state.user, email })
    },
  }
}
export type EmbeddedProvider = ReturnType<typeof createEmbeddedProvider>
