import { vi } from 'vitest'
import { createKit } from '../createKit.ts'
import type { EmbeddedProvider } from '../frame/createEmbeddedProvider.ts'
import { createFrameClient } from '../frame/createFrameClient.ts'
import type { Kit } from '../Kit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from './createTestAdapter.ts'
import { memoryStorage } from './memoryStorage.ts'

/** A kit whose embedded wallet talks to a fake frame window (ready at once). */
export async function kitWithFakeFrame(provider: Partial<EmbeddedProvider> = {}) {
  const frameWindow = { postMessage: vi.fn() }
  const listeners = new Set<(e: MessageEvent) => void>()
  const win = {
    document: {
      createElement: () => ({ style: {}, setAttribute: vi.fn(), remove: vi.fn(), contentWindow: frameWindow }),
      body: { append: vi.fn() },
    },
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.delete(l),
  } as unknown as Window
  const client = createFrameClient({
    frameUrl: 'http://frame.test/',
    query: { projectId: 'local', chainId: 31337, version: '1', enableLogger: false },
    window: win,
    onTimeout: () => undefined,
  })
  vi.useFakeTimers()
  for (const l of listeners)
    l({
      data: { type: '@w3m-frame/READY' },
      origin: 'http://frame.test',
      source: frameWindow,
    } as unknown as MessageEvent)
  await vi.advanceTimersByTimeAsync(500)
  vi.useRealTimers()
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
  })
  await kit.ready
  ;(kit as { embedded: Kit['embedded'] }).embedded = {
    provider: provider as EmbeddedProvider,
    frame: async () => client,
    current: () => client,
    destroy: () => client.destroy(),
  }
  let answered = 0
  /** Answers the newest request; throws (so `vi.waitFor` retries) until a new one was posted. */
  const answer = (type: string, payload: unknown) => {
    const calls = frameWindow.postMessage.mock.calls
    if (calls.length <= answered) throw new Error('no new request posted yet')
    answered = calls.length
    const id = (calls.at(-1)?.[0] as { id: string } | undefined)?.id
    for (const l of listeners)
      l({ data: { type, payload, id }, origin: 'http://frame.test', source: frameWindow } as unknown as MessageEvent)
  }
  const answerId = (id: string, type: string, payload: unknown) => {
    for (const l of listeners)
      l({ data: { type, payload, id }, origin: 'http://frame.test', source: frameWindow } as unknown as MessageEvent)
  }
  const sentIds = () =>
    frameWindow.postMessage.mock.calls
      .map(([m]) => m as { type: string; id: string })
      .filter((m) => m.type === '@w3m-app/RPC_REQUEST')
      .map((m) => m.id)
  return { kit, client, answer, answerId, sentIds, frameWindow }
}
