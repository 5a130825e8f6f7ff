import { vi } from 'vitest'

/**
 * Records every `fetch` to a host other than this machine and refuses it (DESIGN's "nothing phones home"):
 * a test asserts the list stays empty. Undone by `vi.restoreAllMocks()`.
 */
export function refuseOutsideHosts(): string[] {
  const outside: string[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) {
      outside.push(url.href)
      throw new Error(`blocked ${url.href}`)
    }
    return realFetch(input, init)
  })
  return outside
}
