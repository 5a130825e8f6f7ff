import { ALLOWED_RPC_METHODS, type FrameUser, SAFE_RPC_METHODS } from '@gangway/protocol'
import { KitErrorMessage } from '../errors/KitError.ts'
import { accountsWithoutFrame, type EmbeddedProviderState } from './createEmbeddedProvider.ts'

const REJECTED = ['User rejected the request', 'Request was aborted']

/** ERC-7715's `wallet_revokePermissions` (`[{ pci, … }]` or `{ pci }`), not EIP-2255's (`[{ eth_accounts: {} }]`). */
const isSessionRevoke = (params: unknown) => {
  const first = Array.isArray(params) ? params[0] : params
  return typeof first === 'object' && first !== null && typeof (first as { pci?: unknown }).pci === 'string'
}

const hex = (n: number) => `0x${n.toString(16)}`
const sameAddress = (a: string | undefined, b: string | undefined) => a?.toLowerCase() === b?.toLowerCase()

const withCodes = async <T>(promise: Promise<T>): Promise<T> => {
  try {
    return await promise
  } catch (error) {
    const message = (error as Error).message
    throw Object.assign(new Error(message), { code: REJECTED.includes(message) ? 4001 : -32603 })
  }
}

const currentChain = (s: EmbeddedProviderState) => s.chainId ?? s.deps.chainId()

/** GET_USER's payload: the chain and the account type the dialog prefers. */
const userQuery = (s: EmbeddedProviderState) => {
  const preferredAccountType = s.deps.preferredAccountType?.()
  return { chainId: currentChain(s), ...(preferredAccountType ? { preferredAccountType } : {}) }
}

/**
 * The user asked again (after a switch of account type or network, where the address may change):
 * `accountsChanged` when it did, so wagmi and the kit follow.
 */
export async function refreshUser(s: EmbeddedProviderState): Promise<FrameUser | undefined> {
  if (!s.user) return undefined
  const before = s.user.address
  const next = await withCodes((await s.deps.frame()).request('GET_USER', userQuery(s)))
  s.setUser(next)
  if (!sameAddress(before, next.address)) s.emit('accountsChanged', [next.address])
  return next
}

/** A method of the allow-list as RPC_REQUEST; unsafe ones only while the visitor approves them in the frame. */
const send = (s: EmbeddedProviderState, method: string, params: unknown): Promise<unknown> => {
  if (!ALLOWED_RPC_METHODS.includes(method)) {
    s.deps.onNotAllowed(method)
    throw Object.assign(new Error(KitErrorMessage.RPC_METHOD_NOT_ALLOWED), { code: 4200 })
  }
  const run = async () =>
    withCodes(
      (await s.deps.frame()).request('RPC_REQUEST', {
        method,
        params,
        chainId: currentChain(s),
        chainNamespace: 'eip155',
      }),
    )
  return SAFE_RPC_METHODS.includes(method) ? run() : s.deps.approve(run)
}

/**
 * What the embedded provider does for one request (loaded on the first request, so none of it is in the
 * page's up-front JavaScript): accounts and chain from the frame's user, network switches through
 * SWITCH_NETWORK, sign-out on EIP-2255's `wallet_revokePermissions`, everything else as RPC_REQUEST —
 * unsafe methods only while the visitor approves them in the frame. A method outside the allow-list
 * (SPEC §5) is rejected at once (4200 'Requested RPC call is not allowed'), never sent to the frame.
 */
export async function embeddedRequest(
  s: EmbeddedProviderState,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const { deps } = s
  const frame = deps.frame
  switch (method) {
    case 'eth_requestAccounts': {
      const next = await withCodes((await frame()).request('GET_USER', userQuery(s)))
      s.setUser(next)
      s.emit('connect', { chainId: hex(currentChain(s)) })
      return [next.address]
    }
    case 'eth_accounts': {
      const known = accountsWithoutFrame(s)
      if (known) return known
      deps.onSyncing?.(true)
      try {
        const { isConnected } = await withCodes((await frame()).request('IS_CONNECTED', undefined))
        if (!isConnected) {
          s.setUser(undefined) // a failed connection check forgets the e-mail login
          return []
        }
        const next = await withCodes((await frame()).request('GET_USER', userQuery(s)))
        s.setUser(next)
        return [next.address]
      } finally {
        deps.onSyncing?.(false)
      }
    }
    case 'eth_chainId':
      return hex(currentChain(s))
    case 'wallet_switchEthereumChain': {
      const target = Number((Array.isArray(params) ? (params[0] as { chainId?: string }) : undefined)?.chainId)
      await withCodes((await frame()).request('SWITCH_NETWORK', { chainId: target }))
      s.chainId = target
      // the smart account exists only on its enabled chains: elsewhere the account is the EOA
      await refreshUser(s).catch(() => undefined)
      s.emit('chainChanged', hex(target))
      return null
    }
    case 'wallet_requestPermissions':
      return [{ parentCapability: 'eth_accounts' }]
    case 'wallet_revokePermissions': {
      // ERC-7715's form (`[{ pci, … }]`) revokes a session key's permissions: the wallet's business, below
      if (isSessionRevoke(params)) return send(s, method, params)
      // EIP-2255's form signs out; the saved login is forgotten before the frame is asked to sign out: a
      // reload meanwhile must not bring the session back
      const signedIn = s.user !== undefined
      s.setUser(undefined)
      s.emit('accountsChanged', [])
      if (signedIn) await withCodes((await frame()).request('SIGN_OUT', undefined)).catch(() => undefined)
      return null
    }
    default:
      return send(s, method, params)
  }
}
