import type { FrameStorage } from './openFrameStorage.ts'

/** The live session, in the frame's memory only: the refresh token is the server's HttpOnly cookie. */
export type LiveSession = {
  token: string
  expiresAt: number
  /** null for a social login, Farcaster or Telegram account without a (verified) e-mail. */
  email: string | null
  address: string
  /** `email`, the social provider, `farcaster` or `telegram`: how the session was signed in. */
  authProvider?: string | undefined
  /** The account's handle or name (AppKit's `user.username`); null for e-mail logins. */
  userName?: string | null | undefined
  /** Farcaster sign-ins: the fid. */
  fid?: number | undefined
}

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The frame's session state: a device id per browser (kept in the frame's storage, whichever works — see
 * openFrameStorage) and the access token in memory. After a reload the session comes back through the
 * server: `/auth/v1/refresh` with the partitioned refresh cookie and this device id.
 */
export function frameSession(storage: FrameStorage) {
  let live: LiveSession | undefined
  let device: string | undefined
  /** An opaque id of the session now ('' for none): new for each new access token, never the token itself. */
  let marker = ''
  const listeners = new Set<(marker: string) => void>()
  return {
    storageKind: storage.kind,
    deviceId(): string {
      device ??= storage.get('gangway-frame:device')
      if (!device || !/^[A-Za-z0-9_-]{16,128}$/.test(device)) {
        device = randomId()
        storage.set('gangway-frame:device', device)
      }
      return device
    },
    get: (): LiveSession | undefined => live,
    /** The session's opaque marker ('' when signed out): what SESSION_UPDATE carries to the dialog. */
    marker: (): string => marker,
    /** Calls `listener` with the new marker whenever the session starts, is renewed or ends. */
    watch(listener: (marker: string) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(session: LiveSession | undefined): void {
      const renewed = session?.token !== live?.token
      live = session && {
        token: session.token,
        expiresAt: session.expiresAt,
        email: session.email,
        address: session.address,
        ...(session.authProvider ? { authProvider: session.authProvider } : {}),
        ...(session.userName ? { userName: session.userName } : {}),
        ...(typeof session.fid === 'number' ? { fid: session.fid } : {}),
      }
      if (!renewed) return
      marker = session ? randomId() : ''
      for (const listener of listeners) listener(marker)
    },
  }
}
export type FrameSession = ReturnType<typeof frameSession>
