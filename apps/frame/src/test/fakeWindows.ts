import { vi } from 'vitest'

/** A fake parent and frame window pair: what the frame posts, and a way to deliver messages to it. */
export function fakeWindows() {
  const parent = { postMessage: vi.fn() }
  const listeners: ((e: MessageEvent) => void)[] = []
  const win = {
    parent,
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
    removeEventListener: () => undefined,
    location: { reload: vi.fn() },
  } as unknown as Window
  const deliver = (data: unknown, origin = 'http://localhost:5173', source: unknown = parent) => {
    for (const l of listeners) l({ data, origin, source } as MessageEvent)
  }
  return { win, parent, deliver }
}
