import { ALLOWED_RPC_METHODS, type FrameUser, SAFE_RPC_METHODS } from '@gangway/protocol'
import { KitErrorMessage } from '../errors/KitError.ts'
import type { FrameClient } from './createFrameClient.ts'

type Listener = (...args: unknown[]) => void

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

const REJECTED = ['User rejected the request', 'Request was aborted']

/** ERC-7715's `wallet_revokePermissions` (`[{ pci, … }]` or `{ pci }`), not EIP-2255's (`[{ eth_accounts: {} }]`). */
const isSessionRevoke = (params: unknown) => {
  const first = Array.isArray(params) ? params[0] : params
  return typeof first === 'object' && first !== null && typeof (first as { pci?: unknown }).pci === 'string'
}

/**
 * The embedded wallet as an EIP-1193 provider (for wagmi's injected connector, id `ID_AUTH`): accounts and
 * chain from the frame's user, network switches through SWITCH_NETWORK, sign-out on `wallet_revokePermissions`,
 * everything else as RPC_REQUEST — unsafe methods only while the visitor approves them in the frame. A
 * method outside the allow-list (SPEC §5) is rejected at once (4200 'Requested RPC call is not allowed'),
 * never sent to the frame.
 */
export function createEmbeddedProvider(deps: EmbeddedProviderDeps) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args)
  }
  let user: FrameUser | undefined
  let chainId: number | undefined
  const currentChain = () => chainId ?? deps.chainId()
  const hex = (n: number) => `0x${n.toString(16)}`
  const setUser = (next: FrameUser | undefined) => {
    user = next
    deps.onUser(next)
  }
  /** GET_USER's payload: the chain and the account type the dialog prefers. */
  const userQuery = () => {
    const preferredAccountType = deps.preferredAccountType?.()
    return { chainId: currentChain(), ...(preferredAccountType ? { preferredAccountType } : {}) }
  }
  const sameAddress = (a: string | undefined, b: string | undefined) => a?.toLowerCase() === b?.toLowerCase()
  /**
   * The user asked again (after a switch of account type or network, where the address may change):
   * `accountsChanged` when it did, so wagmi and the kit follow.
   */
  const refreshUser = async (): Promise<FrameUser | undefined> => {
    if (!user) return undefined
    const before = user.address
    const next = await withCodes((await deps.frame()).request('GET_USER', userQuery()))
    setUser(next)
    if (!sameAddress(before, next.address)) emit('accountsChanged', [next.address])
    return next
  }
  const withCodes = async <T>(promise: Promise<T>): Promise<T> => {
    try {
      return await promise
    } catch (error) {
      const message = (error as Error).message
      throw Object.assign(new Error(message), { code: REJECTED.includes(message) ? 4001 : -32603 })
    }
  }

  /** A method of the allow-list as RPC_REQUEST; unsafe ones only while the visitor approves them in the frame. */
  const send = (method: string, params: unknown): Promise<unknown> => {
    if (!ALLOWED_RPC_METHODS.includes(method)) {
      deps.onNotAllowed(method)
      throw Object.assign(new Error(KitErrorMessage.RPC_METHOD_NOT_ALLOWED), { code: 4200 })
    }
    const run = async () =>
      withCodes(
        (await deps.frame()).request('RPC_REQUEST', {
          method,
          params,
          chainId: currentChain(),
          chainNamespace: 'eip155',
        }),
      )
    return SAFE_RPC_METHODS.includes(method) ? run() : deps.approve(run)
  }

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const frame = deps.frame
    switch (method) {
      case 'eth_requestAccounts': {
        const next = await withCodes((await frame()).request('GET_USER', userQuery()))
        setUser(next)
        emit('connect', { chainId: hex(currentChain()) })
        return [next.address]
      }
      case 'eth_accounts': {
        if (user) return [user.address]
        if (!deps.loginUsed()) return []
        deps.onSyncing?.(true)
        try {
          const { isConnected } = await withCodes((await frame()).request('IS_CONNECTED', undefined))
          if (!isConnected) {
            setUser(undefined) // a failed connection check forgets the e-mail login
            return []
          }
          const next = await withCodes((await frame()).request('GET_USER', userQuery()))
          setUser(next)
          return [next.address]
        } finally {
          deps.onSyncing?.(false)
        }
      }
      case 'eth_chainId':
        return hex(currentChain())
      case 'wallet_switchEthereumChain': {
        const target = Number((Array.isArray(params) ? (params[0] as { chainId?: string }) : undefined)?.chainId)
        await withCodes((await frame()).request('SWITCH_NETWORK', { chainId: target }))
        chainId = target
        // the smart account exists only on its enabled chains: elsewhere the account is the EOA
        await refreshUser().catch(() => undefined)
        emit('chainChanged', hex(target))
        return null
      }
      case 'wallet_requestPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions': {
        // ERC-7715's form (`[{ pci, … }]`) revokes a session key's permissions: the wallet's business, below
        if (isSessionRevoke(params)) return send(method, params)
        // EIP-2255's form signs out; the saved login is forgotten before the frame is asked to sign out: a reload meanwhile must not
        // bring the session back
        const signedIn = user !== undefined
        setUser(undefined)
        emit('accountsChanged', [])
        if (signedIn) await withCodes((await frame()).request('SIGN_OUT', undefined)).catch(() => undefined)
        return null
      }
      default:
        return send(method, params)
    }
  }

  return {
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    user: () => user,
    refreshUser,
    /** The user changed e-mail (UPDATE_EMAIL done). */
    setEmail(email: string) {
      if (user) setUser({ ...user, email })
    },
  }
}
export type EmbeddedProvider = ReturnType<typeof createEmbeddedProvider>
