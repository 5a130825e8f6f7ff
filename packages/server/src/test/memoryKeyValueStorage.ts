/** WalletConnect's key-value storage in memory (the Node default writes files). */
export function memoryKeyValueStorage() {
  const data = new Map<string, unknown>()
  return {
    getKeys: async () => [...data.keys()],
    getEntries: async <T = unknown>() => [...data.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => data.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      data.set(key, structuredClone(value))
    },
    removeItem: async (key: string) => {
      data.delete(key)
    },
  }
}
