import type { FrameSession, StoredSession } from './frameSession.ts'

export class AuthApiError extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/** The Gangway server's `/auth/v1` for one project, with the frame's session (refreshed once on 401). */
export function createAuthApi(apiUrl: string, projectId: string, session: FrameSession) {
  const call = async <T>(path: string, body: unknown, auth = false): Promise<T> => {
    const send = (s: StoredSession | undefined) =>
      fetch(`${apiUrl}/auth/v1/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-gangway-device': session.deviceId(),
          ...(auth && s ? { authorization: `Bearer ${s.token}` } : {}),
        },
        body: JSON.stringify(body ?? {}),
      })
    let res = await send(session.get())
    if (auth && res.status === 401 && session.get()) {
      const refreshed = await fetch(`${apiUrl}/auth/v1/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gangway-device': session.deviceId() },
        body: JSON.stringify({ refreshToken: session.get()?.refreshToken }),
      })
      if (refreshed.ok) {
        session.set((await refreshed.json()) as StoredSession)
        res = await send(session.get())
      } else session.set(undefined)
    }
    const answer = (await res.json().catch(() => ({}))) as { code?: string; message?: string }
    if (!res.ok) throw new AuthApiError(res.status, answer.code ?? 'ERROR', answer.message ?? 'Something went wrong')
    return answer as T
  }
  const base = (email: string) => ({ projectId, email, deviceId: session.deviceId() })
  return {
    origins: async () => {
      const res = await fetch(`${apiUrl}/auth/v1/origins?projectId=${encodeURIComponent(projectId)}`)
      if (!res.ok) return []
      return ((await res.json()) as { allowedOrigins: string[] }).allowedOrigins
    },
    startEmail: (email: string) => call<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>('email', base(email)),
    pollDevice: (email: string) => call<{ approved: boolean }>('device', base(email)),
    verifyOtp: async (email: string, otp: string) => {
      session.set(await call<StoredSession>('otp', { ...base(email), otp }))
    },
    me: () => call<{ email: string; address: string }>('me', {}, true),
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
