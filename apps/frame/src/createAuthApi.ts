import { SmartAccountApiPath, SmartAccountNetworksResponseSchema } from '@gangway/protocol'
import type { FrameSession, LiveSession } from './frameSession.ts'

export class AuthApiError extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/**
 * The Gangway server's `/auth/v1` for one project, with the frame's session. Every call carries the frame's
 * cookies (`credentials: 'include'`): the server keeps the refresh token in an HttpOnly partitioned cookie.
 * A 401 refreshes once and retries; concurrent refreshes share one request (a refresh token is single use).
 * Two tabs of one site share the cookie: when the server says the token was just rotated by the other tab
 * (409 REFRESH_RACED), the refresh is tried once more with the cookie the other tab's answer set.
 */
/** How long a raced refresh waits for the other tab's answer to have set the new cookie. */
const RACED_RETRY_MS = 200

export type AccountType = 'eoa' | 'smartAccount'

/**
 * Who is signed in (`/auth/v1/me`): `authProvider`, `userName` and `fid` for Farcaster (and social) accounts;
 * with smart accounts (issue 20) `address` is the preferred type's address on the chain asked about, and
 * `accounts` both addresses (the smart one only where the chain has smart accounts).
 */
export type Me = {
  email: string | null
  address: string
  authProvider?: string | undefined
  userName?: string | null | undefined
  fid?: number | undefined
  accounts?: { address: string; type: AccountType }[] | undefined
  preferredAccountType?: AccountType | undefined
  smartAccountDeployed?: boolean | undefined
}
/** What `me` is asked for: the chain and the type the dialog prefers when the visitor never chose one. */
export type MeContext = { chainId?: number | undefined; preferredAccountType?: AccountType | undefined }
/** Who the server answered; what the session knows of the same address fills in what the answer lacks. */
const whoOf = (answer: Me, live: LiveSession | undefined): Me => {
  const same = live?.address.toLowerCase() === answer.address.toLowerCase()
  const userName = answer.userName ?? (same ? live?.userName : undefined)
  const authProvider = answer.authProvider ?? (same ? live?.authProvider : undefined)
  const fid = typeof answer.fid === 'number' ? answer.fid : same ? live?.fid : undefined
  return {
    email: answer.email ?? null,
    address: answer.address,
    ...(authProvider ? { authProvider } : {}),
    ...(userName ? { userName } : {}),
    ...(fid === undefined ? {} : { fid }),
    ...(Array.isArray(answer.accounts) ? { accounts: answer.accounts } : {}),
    ...(answer.preferredAccountType ? { preferredAccountType: answer.preferredAccountType } : {}),
    ...(typeof answer.smartAccountDeployed === 'boolean' ? { smartAccountDeployed: answer.smartAccountDeployed } : {}),
  }
}

const withoutUndefined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))

export function createAuthApi(
  apiUrl: string,
  projectId: string,
  session: FrameSession,
  fetchFn: typeof fetch = (...args) => fetch(...args),
) {
  const post = (path: string, body: unknown, token?: string) =>
    fetchFn(`${apiUrl}/auth/v1/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        'x-gangway-device': session.deviceId(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
    })
  let refreshing: Promise<boolean> | undefined
  /** A new access token from the refresh cookie; false (and no session) when there is none or it is dead. */
  const refresh = (): Promise<boolean> => {
    refreshing ??= (async () => {
      try {
        let res = await post('refresh', { projectId })
        // another tab of this site refreshed the shared cookie a moment ago: its answer set the new one
        if (res.status === 409) {
          await new Promise((r) => setTimeout(r, RACED_RETRY_MS))
          res = await post('refresh', { projectId })
        }
        session.set(res.ok ? ((await res.json()) as LiveSession) : undefined)
        return res.ok
      } catch {
        return false
      } finally {
        refreshing = undefined
      }
    })()
    return refreshing
  }
  const call = async <T>(path: string, body: unknown, auth = false): Promise<T> => {
    const refreshedFirst = auth && !session.get() ? await refresh() : undefined
    let res = await post(path, body, auth ? session.get()?.token : undefined)
    if (auth && res.status === 401 && refreshedFirst === undefined && (await refresh())) {
      res = await post(path, body, session.get()?.token)
    }
    const answer = (await res.json().catch(() => ({}))) as { code?: string; message?: string }
    if (!res.ok) throw new AuthApiError(res.status, answer.code ?? 'ERROR', answer.message ?? 'Something went wrong')
    return answer as T
  }
  const base = (email: string) => ({ projectId, email, deviceId: session.deviceId() })
  return {
    origins: async () => {
      const res = await fetchFn(`${apiUrl}/auth/v1/origins?projectId=${encodeURIComponent(projectId)}`)
      if (!res.ok) return []
      return ((await res.json()) as { allowedOrigins: string[] }).allowedOrigins
    },
    /** The live session (token, and for a social login its provider and user name). */
    session: () => session.get(),
    /**
     * Calls `listener` with the session's opaque marker ('' signed out) when it starts, is renewed or ends —
     * what the frame tells the dialog in SESSION_UPDATE (never the token).
     */
    watchSession: (listener: (marker: string) => void) => session.watch(listener),
    /** Whether there is a session, re-established through the server after a reload. */
    resume: async () => Boolean(session.get()) || refresh(),
    startEmail: (email: string) => call<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>('email', base(email)),
    pollDevice: (email: string) => call<{ approved: boolean }>('device', base(email)),
    verifyOtp: async (email: string, otp: string) => {
      session.set(await call<LiveSession>('otp', { ...base(email), otp }))
    },
    /** Who is signed in; with `context`, the addresses on that chain and the type preferred there. */
    me: async (context: MeContext = {}): Promise<Me> =>
      whoOf(await call<Me>('me', withoutUndefined(context), true), session.get()),
    /** The chains where embedded wallets have smart accounts (no session needed). */
    smartAccountNetworks: async (): Promise<number[]> => {
      const url = `${apiUrl}${SmartAccountApiPath.networks}?projectId=${encodeURIComponent(projectId)}`
      const res = await fetchFn(url, { credentials: 'include' })
      const answer = (await res.json().catch(() => ({}))) as { code?: string; message?: string }
      if (!res.ok) throw new AuthApiError(res.status, answer.code ?? 'ERROR', answer.message ?? 'Something went wrong')
      const parsed = SmartAccountNetworksResponseSchema.safeParse(answer)
      if (!parsed.success || !parsed.data.smartAccountEnabledNetworks.every((n) => Number.isSafeInteger(n))) {
        throw new AuthApiError(502, 'ERROR', 'The server answered no list of networks')
      }
      return parsed.data.smartAccountEnabledNetworks
    },
    /** The smart account's counterfactual address on `chainId` and whether it is deployed (deploys nothing). */
    initSmartAccount: (chainId: number) =>
      call<{ address: string; isDeployed: boolean }>('smart-account/init', { chainId }, true),
    /** Stores the visitor's preferred account type; answers the address of that type on `chainId`. */
    setPreferredAccount: (type: AccountType, chainId: number) =>
      call<{ type: AccountType; address: string }>('preferred-account', { type, chainId }, true),
    /** GET_SOCIAL_REDIRECT_URI: the provider's authorization URL for this device (`returnTo`: Telegram's way back). */
    socialRedirect: (provider: string, returnTo?: string) =>
      call<{ uri: string }>('social/redirect', {
        projectId,
        deviceId: session.deviceId(),
        provider,
        ...(returnTo ? { returnTo } : {}),
      }),
    /** CONNECT_SOCIAL: the URL the provider sent the visitor back to → a session, as after an e-mail login. */
    socialConnect: async (uri: string) => {
      session.set(await call<LiveSession>('social/connect', { projectId, deviceId: session.deviceId(), uri }))
    },
    /** Farcaster sign-in: a nonce bound to this device and project (10 minutes, single use). */
    farcasterNonce: () =>
      call<{ nonce: string; expiresAt: string }>('farcaster/nonce', { projectId, deviceId: session.deviceId() }),
    /** The message the Farcaster app signed (read from the relay): verified by the server, then the session. */
    farcasterConnect: async (signed: { message: string; signature: string; username?: string | undefined }) => {
      const answer = await call<LiveSession>('farcaster/connect', {
        projectId,
        deviceId: session.deviceId(),
        message: signed.message,
        signature: signed.signature,
        ...(signed.username ? { username: signed.username } : {}),
      })
      // the server answers the fid it verified, `authProvider: 'farcaster'` and `userName`
      const who = whoOf(answer, undefined)
      session.set({ ...answer, ...who })
      return who
    },
    signOut: async () => {
      try {
        await call('signout', {}, true)
      } finally {
        session.set(undefined)
      }
    },
    rpc: (method: string, params: unknown, chainId: string | number | undefined) =>
      call<{ result: unknown }>('rpc', { method, params, chainId }, true),
    updateEmail: (email: string) => call<{ action: 'VERIFY_PRIMARY_OTP' }>('email/update', { email }, true),
    updatePrimary: (otp: string) => call<{ action: 'VERIFY_SECONDARY_OTP' }>('email/update/primary', { otp }, true),
    updateSecondary: (otp: string) =>
      call<{ newEmail: string; action: 'VERIFY_SECONDARY_OTP' }>('email/update/secondary', { otp }, true),
  }
}
export type AuthApi = ReturnType<typeof createAuthApi>
