/**
 * Where the frame keeps its device id: `local` (the frame origin's localStorage, when the browser lets a
 * frame have it), `partitioned-cookie` (a CHIPS cookie of the frame's origin, partitioned by the top-level
 * site — what Chromium still allows a cross-site frame when it blocks third-party storage), or `memory`
 * (nothing is kept: a reload is a new device).
 */
export type FrameStorageKind = 'local' | 'partitioned-cookie' | 'memory'

export type FrameStorage = {
  kind: FrameStorageKind
  get(key: string): string | undefined
  set(key: string, value: string): void
}

/** Chromium keeps cookies at most 400 days. */
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

function tryLocal(win: Window): FrameStorage | undefined {
  try {
    const storage = win.localStorage
    storage.setItem('gangway-frame:probe', '1')
    storage.removeItem('gangway-frame:probe')
    return {
      kind: 'local',
      get: (key) => storage.getItem(key) ?? undefined,
      set: (key, value) => storage.setItem(key, value),
    }
  } catch {
    return undefined
  }
}

function tryPartitionedCookie(doc: Document): FrameStorage | undefined {
  const attributes = `Path=/; Secure; SameSite=None; Partitioned; Max-Age=${COOKIE_MAX_AGE_S}`
  const read = (name: string) => {
    for (const part of doc.cookie.split(';')) {
      const at = part.indexOf('=')
      if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim())
    }
    return undefined
  }
  try {
    doc.cookie = `gangway-frame-probe=1; ${attributes.replace(/Max-Age=\d+/, 'Max-Age=60')}`
    if (read('gangway-frame-probe') !== '1') return undefined
    doc.cookie = `gangway-frame-probe=; ${attributes.replace(/Max-Age=\d+/, 'Max-Age=0')}`
  } catch {
    return undefined
  }
  const nameOf = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_')
  return {
    kind: 'partitioned-cookie',
    get: (key) => read(nameOf(key)),
    set: (key, value) => {
      doc.cookie = `${nameOf(key)}=${encodeURIComponent(value)}; ${attributes}`
    },
  }
}

function memory(): FrameStorage {
  const values = new Map<string, string>()
  return { kind: 'memory', get: (key) => values.get(key), set: (key, value) => void values.set(key, value) }
}

/** The first storage that works in this browser and this embedding (see FrameStorageKind). */
export function openFrameStorage(win: Window): FrameStorage {
  return tryLocal(win) ?? tryPartitionedCookie(win.document) ?? memory()
}
