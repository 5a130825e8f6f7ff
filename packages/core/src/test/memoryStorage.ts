import type { StorageBackend } from '../storage/createKitStorage.ts'

/** A storage backend that survives a "reload" (a second kit on the same object). */
export function memoryStorage(): StorageBackend {
  const data = new Map<string, string>()
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}
