export type StoredSession = { token: string; refreshToken: string; expiresAt: number; email: string; address: string }

/**
 * What the frame keeps in its own origin's storage (the host page cannot read it): a device id per browser
 * and the session per project.
 */
export function frameSession(storage: Storage, projectId: string) {
  const sessionKey = `gangway-frame:session:${projectId}`
  return {
    deviceId(): string {
      let id = storage.getItem('gangway-frame:device')
      if (!id) {
        const bytes = crypto.getRandomValues(new Uint8Array(18))
        id = btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')
        storage.setItem('gangway-frame:device', id)
      }
      return id
    },
    get(): StoredSession | undefined {
      try {
        const value = JSON.parse(storage.getItem(sessionKey) ?? 'null') as StoredSession | null
        return value ?? undefined
      } catch {
        return undefined
      }
    },
    set(session: StoredSession | undefined): void {
      if (session) storage.setItem(sessionKey, JSON.stringify(session))
      else storage.removeItem(sessionKey)
    },
  }
}
export type FrameSession = ReturnType<typeof frameSession>
