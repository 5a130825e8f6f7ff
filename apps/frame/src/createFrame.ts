import {
  type AppEvent,
  FRAME_PREFIX,
  type FrameRequestName,
  parseAppEvent,
  SIGNING_RPC_METHODS,
} from '@gangway/protocol'
import { type Hex, toHex } from 'viem'
import type { ApprovalContent } from './approvalContent.ts'
import type { AuthApi } from './createAuthApi.ts'
import type { FarcasterSignIn } from './createFarcasterSignIn.ts'
import { prepareSignIn } from './prepareSignIn.ts'
import { prepareSigningRequest } from './prepareSigningRequest.ts'

/** SPEC §8: the frame runs without a parent page to answer (AppKit's W3mFrame text). */
export const PARENT_NOT_SET = 'W3mFrame: parent is not set'

/** What the visitor is asked: the request's content, the parent's verified origin and what it calls itself. */
export type ApprovalRequest = {
  content: ApprovalContent
  chainId: string | number
  /** The parent's origin as the browser reports it (checked against the project's allowed origins). */
  origin: string
  /** The name the page gave in SYNC_DAPP_DATA: its own claim, shown as such. */
  claimedName: string | undefined
}

export type FrameDeps = {
  win: Window
  api: AuthApi
  /** The parent's origin, already checked against the project's allowed origins. */
  parentOrigin: string
  chainId: string | number
  /** Asks the visitor, inside the frame, to approve a signing request; resolves true to sign. */
  approve(request: ApprovalRequest, signal: AbortSignal): Promise<boolean>
  applyTheme(theme: {
    themeMode?: string | undefined
    themeVariables?: Record<string, string | number> | undefined
  }): void
  devicePollMs?: number
  /** Farcaster sign-in (GET_FARCASTER_URI / CONNECT_FARCASTER); without it those requests are refused. */
  farcaster?: FarcasterSignIn
}

/** Whether `url` is an http(s) URL on `origin`. */
const isOnOrigin = (url: string, origin: string) => {
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin
  } catch {
    return false
  }
}
/** The number of an EVM chain id as the dialog sends it (1, '1', '0x1' or 'eip155:1'); undefined otherwise. */
export const evmChainNumber = (chainId: string | number | undefined): number | undefined => {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
  if (typeof chainId !== 'string') return undefined
  const raw = chainId.startsWith('eip155:') ? chainId.slice('eip155:'.length) : chainId
  if (!/^(\d{1,15}|0x[0-9a-fA-F]{1,13})$/.test(raw)) return undefined
  const n = Number(raw)
  return n > 0 ? n : undefined
}
const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const
type AccountType = (typeof ACCOUNT_TYPES)[number]
const accountTypeOf = (value: unknown): AccountType | undefined => ACCOUNT_TYPES.find((type) => type === value)

const NAME_OF = (type: string) => type.slice('@w3m-app/'.length) as FrameRequestName
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** How long after a login in this frame a sign-in message is signed without asking again (SIWX in one step). */
const SIGN_IN_WITH_LOGIN_MS = 120_000

/**
 * The frame's side of SPEC §7's messaging: only messages whose `source` is the parent window and whose
 * `origin` is the checked parent origin are read; each is validated (invalid ones are logged and dropped) and
 * answered with `…_SUCCESS` / `…_ERROR` and the same id, posted to that origin only. Signing requests wait for
 * the visitor's approval in the frame. Posts READY at start.
 */
export function createFrame(deps: FrameDeps) {
  const { win, api, parentOrigin } = deps
  let chainId = deps.chainId
  let pendingEmail: string | undefined
  let dapp: string | undefined
  /** The type the dialog prefers (its `defaultAccountTypes`): the server uses it while the visitor never chose. */
  let preferred: AccountType | undefined
  /** When the visitor last logged in through this frame (a sign-in message right after it needs no 2nd ask). */
  let loggedInAt: number | undefined
  const approvals = new Set<AbortController>()

  // a frame page with no parent (opened on its own) has no one to answer: SPEC §8's error, never a silent drop
  const parent = win.parent && win.parent !== win ? win.parent : undefined
  if (!parent) throw new Error(PARENT_NOT_SET)
  const post = (message: Record<string, unknown>) => parent.postMessage(message, parentOrigin)
  /** `eth_call` through the server, for token symbols and decimals in the approval. */
  const readContract = (chain: string | number) => async (to: Hex, data: Hex) =>
    (await api.rpc('eth_call', [{ to, data }, 'latest'], chain)).result as Hex

  /** The chain as a number for the server's smart-account routes (they are EVM only). */
  const evmChain = () => {
    const chain = evmChainNumber(chainId)
    if (chain === undefined) throw new Error('Smart accounts need an EVM network')
    return chain
  }

  /**
   * The user payload: for a social login also its provider and the account's name (kept through refreshes);
   * `address` is the preferred type's on the current chain, `accounts` the EOA and (where the chain has
   * them) the smart account. A server without smart accounts answers the EOA only.
   */
  const user = async () => {
    const me = await api.me({ chainId: evmChainNumber(chainId), preferredAccountType: preferred })
    const live = api.session()
    const authProvider = me.authProvider ?? live?.authProvider
    const userName = me.userName ?? live?.userName
    return {
      email: me.email,
      address: me.address,
      ...(me.userName ? { userName: me.userName } : {}),
      ...(me.authProvider ? { authProvider: me.authProvider } : {}),
      ...(typeof me.fid === 'number' ? { fid: me.fid } : {}),
      chainId,
      accounts: me.accounts?.length ? me.accounts : [{ address: me.address, type: 'eoa' as const }],
      ...(userName ? { userName } : {}),
      preferredAccountType: me.preferredAccountType ?? ('eoa' as const),
      smartAccountDeployed: me.smartAccountDeployed ?? false,
      ...(authProvider ? { authProvider } : {}),
    }
  }

  /** Asks the visitor in the frame; a refusal answers the wallet's rejection (code 4001). */
  const ask = async (content: ApprovalRequest['content'], chain: string | number) => {
    const controller = new AbortController()
    approvals.add(controller)
    try {
      const approved = await deps.approve(
        { content, chainId: chain, origin: parentOrigin, claimedName: dapp },
        controller.signal,
      )
      if (!approved) throw Object.assign(new Error('User rejected the request'), { code: 4001 })
    } finally {
      approvals.delete(controller)
    }
  }

  /**
   * The user payload with a signed sign-in message (SPEC §3 `message`, `signature`, `siwxMessage`): at login
   * the visitor just proved their e-mail to this site, so a message signing them in to this same site is
   * signed in that step; any later one is asked for like every other signature.
   */
  const signIn = async (
    siwx: NonNullable<Extract<AppEvent, { type: '@w3m-app/GET_USER' }>['payload']>['siwxMessage'] | undefined,
  ) => {
    const me = await user()
    if (!siwx) return me
    const prepared = prepareSignIn(siwx, { parentOrigin, address: me.address })
    const chain = Number(siwx.chainId.split(':')[1])
    const fresh = loggedInAt !== undefined && Date.now() - loggedInAt < SIGN_IN_WITH_LOGIN_MS
    loggedInAt = undefined
    if (!fresh) await ask(prepared.content, chain)
    const signature = (await api.rpc('personal_sign', [toHex(prepared.message), me.address], chain)).result
    if (typeof signature !== 'string') throw new Error('The wallet answered no signature')
    return { ...me, message: prepared.message, signature, siwxMessage: prepared.data }
  }

  const handle = async (event: AppEvent): Promise<unknown> => {
    switch (event.type) {
      case '@w3m-app/CONNECT_EMAIL': {
        const email = event.payload.email.trim().toLowerCase()
        pendingEmail = email
        if (await api.resume()) {
          const me = await api.me().catch(() => undefined)
          if (me?.email === email) {
            loggedInAt = Date.now()
            return { action: 'CONNECT' }
          }
        }
        return api.startEmail(email)
      }
      case '@w3m-app/CONNECT_DEVICE': {
        if (!pendingEmail) throw new Error('Enter your e-mail first')
        for (const started = Date.now(); Date.now() - started < 120_000; ) {
          if ((await api.pollDevice(pendingEmail)).approved) return undefined
          await sleep(deps.devicePollMs ?? 2_000)
        }
        throw new Error('The device was not approved in time')
      }
      case '@w3m-app/CONNECT_OTP':
        if (!pendingEmail) throw new Error('Enter your e-mail first')
        await api.verifyOtp(pendingEmail, event.payload.otp)
        loggedInAt = Date.now()
        return undefined
      case '@w3m-app/GET_SOCIAL_REDIRECT_URI': {
        const { provider, returnTo } = event.payload
        // the way back of a redirect without popup (Telegram) must be the parent's own page
        if (returnTo !== undefined && !isOnOrigin(returnTo, parentOrigin)) {
          throw new Error('returnTo must be a page of this site')
        }
        return api.socialRedirect(provider, returnTo)
      }
      case '@w3m-app/CONNECT_SOCIAL':
        // the server checks the URL, uses up its state (bound to this device) and exchanges the code
        await api.socialConnect(event.payload.uri)
        loggedInAt = Date.now()
        if (event.payload.chainId !== undefined) chainId = event.payload.chainId
        preferred = accountTypeOf(event.payload.preferredAccountType) ?? preferred
        return signIn(event.payload.siwxMessage)
      case '@w3m-app/GET_USER':
        if (event.payload?.chainId !== undefined) chainId = event.payload.chainId
        preferred = accountTypeOf(event.payload?.preferredAccountType) ?? preferred
        return event.payload?.siwxMessage ? signIn(event.payload.siwxMessage) : user()
      case '@w3m-app/IS_CONNECTED':
        // after a reload the session comes back through the server (refresh cookie + this device)
        if (!(await api.resume())) return { isConnected: false }
        return { isConnected: Boolean(await api.me().catch(() => undefined)) }
      case '@w3m-app/SIGN_OUT':
        deps.farcaster?.cancel()
        await api.signOut()
        return undefined
      case '@w3m-app/GET_CHAIN_ID':
        return { chainId }
      case '@w3m-app/SWITCH_NETWORK':
        chainId = event.payload.chainId
        return { chainId }
      case '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: await api.smartAccountNetworks() }
      case '@w3m-app/INIT_SMART_ACCOUNT': {
        const { address, isDeployed } = await api.initSmartAccount(evmChain())
        return { address, isDeployed }
      }
      case '@w3m-app/SET_PREFERRED_ACCOUNT': {
        // stored by the server for this user; the answer is the address of that type on this chain
        const answer = await api.setPreferredAccount(event.payload.type, evmChain())
        preferred = answer.type
        return { type: answer.type, address: answer.address }
      }
      case '@w3m-app/RPC_REQUEST': {
        const { method } = event.payload
        let { params } = event.payload
        const chain = event.payload.chainId ?? chainId
        if (SIGNING_RPC_METHODS.includes(method)) {
          // checked and shown in full; what is signed is exactly what was shown
          const prepared = await prepareSigningRequest(method, params, chain, readContract(chain))
          await ask(prepared.content, chain)
          params = prepared.params
        }
        return (await api.rpc(method, params, chain)).result
      }
      case '@w3m-app/RPC_ABORT':
        for (const controller of approvals) controller.abort()
        return undefined
      case '@w3m-app/UPDATE_EMAIL':
        return api.updateEmail(event.payload.email)
      case '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP':
        await api.updatePrimary(event.payload.otp)
        return undefined
      case '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP':
        return { newEmail: (await api.updateSecondary(event.payload.otp)).newEmail }
      case '@w3m-app/SYNC_THEME':
        deps.applyTheme(event.payload)
        return undefined
      case '@w3m-app/SYNC_DAPP_DATA':
        dapp = event.payload.metadata?.name
        return undefined
      case '@w3m-app/GET_FARCASTER_URI':
        if (!deps.farcaster) throw new Error('Farcaster sign-in is not available here')
        return deps.farcaster.getUri()
      case '@w3m-app/CONNECT_FARCASTER': {
        if (!deps.farcaster) throw new Error('Farcaster sign-in is not available here')
        const signedIn = await deps.farcaster.connect()
        loggedInAt = Date.now()
        return { userName: signedIn.userName, ...(signedIn.fid === undefined ? {} : { fid: signedIn.fid }) }
      }
      case '@w3m-app/RELOAD':
        setTimeout(() => win.location.reload(), 0)
        return undefined
    }
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== parentOrigin) return
    const parsed = parseAppEvent(event.data)
    if (!parsed.ok) {
      console.warn(`Gangway frame: ignored an invalid app event (${parsed.error})`)
      return
    }
    const { type, id } = parsed.event
    const name = NAME_OF(type)
    handle(parsed.event).then(
      (payload) => post({ type: `${FRAME_PREFIX}${name}_SUCCESS`, payload, ...(id ? { id } : {}) }),
      (error: unknown) =>
        post({
          type: `${FRAME_PREFIX}${name}_ERROR`,
          payload: {
            message: error instanceof Error ? error.message : 'Something went wrong',
          },
          ...(id ? { id } : {}),
        }),
    )
  }

  win.addEventListener('message', onMessage)
  // SPEC §3/§7 "Session update: token": the dialog hears when the session starts, is renewed or ends (a refresh
  // that failed: signed out elsewhere, expired) — as an opaque marker, never the access token itself
  api.watchSession?.((marker) => post({ type: `${FRAME_PREFIX}SESSION_UPDATE`, payload: { token: marker } }))
  post({ type: `${FRAME_PREFIX}READY` })
  return { stop: () => win.removeEventListener('message', onMessage) }
}
