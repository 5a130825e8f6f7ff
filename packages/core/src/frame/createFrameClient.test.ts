import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameClient, type FrameTimeout } from './createFrameClient.ts'

const FRAME = 'http://frame.test:4001'

/** A fake page window with a fake frame window inside: what the client posts, and a way to answer. */
function fakePage() {
  const frameWindow = { postMessage: vi.fn() }
  const iframe = {
    style: {} as Record<string, string>,
    setAttribute: vi.fn(),
    remove: vi.fn(),
    contentWindow: frameWindow,
    src: '',
    title: '',
  }
  const listeners = new Set<(e: MessageEvent) => void>()
  const win = {
    document: { createElement: () => iframe, body: { append: vi.fn() } },
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.delete(l),
  } as unknown as Window
  const fromFrame = (data: unknown, origin = FRAME, source: unknown = frameWindow) => {
    for (const l of listeners) l({ data, origin, source } as MessageEvent)
  }
  const posted = () => frameWindow.postMessage.mock.calls.map(([message, origin]) => ({ message, origin }))
  return { win, iframe, fromFrame, posted }
}

function setup() {
  const page = fakePage()
  const timeouts: FrameTimeout[] = []
  const readies: number[] = []
  const client = createFrameClient({
    onReady: () => readies.push(Date.now()),
    frameUrl: `${FRAME}/`,
    query: { projectId: 'local', chainId: 31337, version: '1', enableLogger: false, rpcUrl: 'http://rpc.test' },
    window: page.win,
    onTimeout: (kind) => timeouts.push(kind),
  })
  return { ...page, client, timeouts, readies }
}
const ready = async (fromFrame: (d: unknown) => void) => {
  fromFrame({ type: '@w3m-frame/READY' })
  await vi.advanceTimersByTimeAsync(500)
}
const lastId = (posted: ReturnType<ReturnType<typeof fakePage>['posted']>) =>
  (posted.at(-1)?.message as { id: string } | undefined)?.id as string

afterEach(() => vi.useRealTimers())

describe('frame client', () => {
  it('loads the frame with the SPEC query, waits for READY + 500 ms, posts to the exact origin', async () => {
    vi.useFakeTimers()
    const { client, iframe, fromFrame, posted } = setup()
    expect(iframe.src).toBe(
      `${FRAME}/?projectId=local&chainId=31337&version=1&enableLogger=false&rpcUrl=http%3A%2F%2Frpc.test`,
    )
    const answer = client.request('GET_CHAIN_ID', undefined)
    fromFrame({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(499)
    expect(posted()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(posted()).toEqual([
      { message: { type: '@w3m-app/GET_CHAIN_ID', payload: undefined, id: expect.any(String) }, origin: FRAME },
    ])
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 }, id: 'someone-else' })
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 }, id: lastId(posted()) })
    await expect(answer).resolves.toEqual({ chainId: 31337 })
  })

  it('RELOAD (SPEC §7): the frame starts over — open requests end, new ones wait for its next READY', async () => {
    vi.useFakeTimers()
    const { client, fromFrame, posted, readies } = setup()
    await ready(fromFrame)
    expect(readies).toHaveLength(1)
    const device = client.request('CONNECT_DEVICE', undefined) // a device approval the visitor walked away from
    const caught = expect(device).rejects.toThrow('Request was aborted')
    await vi.advanceTimersByTimeAsync(0)
    const reloading = client.reload()
    await vi.advanceTimersByTimeAsync(0)
    expect(posted().at(-1)?.message).toMatchObject({ type: '@w3m-app/RELOAD' })
    fromFrame({ type: '@w3m-frame/RELOAD_SUCCESS', id: lastId(posted()) })
    await reloading
    await caught
    expect(client.initialised).toBe(false)
    const next = client.request('GET_CHAIN_ID', undefined)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(posted().at(-1)?.message).toMatchObject({ type: '@w3m-app/RELOAD' }) // waits for the new page
    await ready(fromFrame) // the reloaded page's READY
    expect(readies).toHaveLength(2) // theme and dapp data are synced again
    expect(posted().at(-1)?.message).toMatchObject({ type: '@w3m-app/GET_CHAIN_ID' })
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 }, id: lastId(posted()) })
    await expect(next).resolves.toEqual({ chainId: 1 })
  })

  it('rejects with the error message, or "An error occurred" without one', async () => {
    vi.useFakeTimers()
    const { client, fromFrame, posted } = setup()
    await ready(fromFrame)
    const a = client.request('SIGN_OUT', undefined)
    await vi.advanceTimersByTimeAsync(0)
    fromFrame({ type: '@w3m-frame/SIGN_OUT_ERROR', payload: { message: 'Session Expired' }, id: lastId(posted()) })
    await expect(a).rejects.toThrow('Session Expired')
    const b = client.request('SIGN_OUT', undefined)
    await vi.advanceTimersByTimeAsync(0)
    fromFrame({ type: '@w3m-frame/SIGN_OUT_ERROR', id: lastId(posted()) })
    await expect(b).rejects.toThrow('An error occurred')
  })

  it('ignores messages from another origin, another source, or that are invalid', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client, fromFrame, posted } = setup()
    await ready(fromFrame)
    let settled = false
    const answer = client.request('GET_CHAIN_ID', undefined).finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    const id = lastId(posted())
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 6 }, id }, 'http://evil.test')
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 6 }, id }, FRAME, {})
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: {} }, id })
    fromFrame({ type: '@w3m-frame/SIGN_OUT_SUCCESS', id })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored an invalid frame event'))
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 7 }, id })
    await expect(answer).resolves.toEqual({ chainId: 7 })
    warn.mockRestore()
  })

  it('no READY in 20 s: iframe_load_failed, every request rejected', async () => {
    vi.useFakeTimers()
    const { client, timeouts } = setup()
    const pending = client.request('IS_CONNECTED', undefined)
    const caught = expect(pending).rejects.toThrow('iframe_load_failed')
    await vi.advanceTimersByTimeAsync(19_999)
    expect(timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await caught
    expect(timeouts).toEqual(['iframe_load_failed'])
    await expect(client.request('GET_CHAIN_ID', undefined)).rejects.toThrow('iframe_load_failed')
  })

  it("SPEC §8: a request whose frame window is gone is refused 'W3mFrame: iframe is not set', nothing posted", async () => {
    vi.useFakeTimers()
    const { client, fromFrame, iframe, posted } = setup()
    await ready(fromFrame)
    ;(iframe as { contentWindow: unknown }).contentWindow = null
    await expect(client.request('GET_CHAIN_ID', undefined)).rejects.toThrow('W3mFrame: iframe is not set')
    expect(posted()).toEqual([])
  })

  it('a connect request unanswered for 120 s: iframe_request_timeout aborts every open request', async () => {
    vi.useFakeTimers()
    const { client, fromFrame, timeouts } = setup()
    await ready(fromFrame)
    const connect = client.request('CONNECT_EMAIL', { email: 'a@b.test' })
    const other = client.request('GET_CHAIN_ID', undefined)
    const caught = Promise.all([
      expect(connect).rejects.toThrow('iframe_request_timeout'),
      expect(other).rejects.toThrow('iframe_request_timeout'),
    ])
    await vi.advanceTimersByTimeAsync(119_999)
    expect(timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await caught
    expect(timeouts).toEqual(['iframe_request_timeout'])
  })

  it('on close, unsafe RPC requests are aborted and the frame told; safe ones go on', async () => {
    vi.useFakeTimers()
    const { client, fromFrame, posted } = setup()
    await ready(fromFrame)
    const sign = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0xabc'] })
    const read = client.request('RPC_REQUEST', { method: 'eth_call', params: [] })
    await vi.advanceTimersByTimeAsync(0)
    const readId = lastId(posted())
    const aborted = expect(sign).rejects.toThrow('Request was aborted')
    expect(client.abortRpcRequests()).toBe(1)
    await aborted
    expect((posted().at(-1)?.message as { type: string } | undefined)?.type).toBe('@w3m-app/RPC_ABORT')
    fromFrame({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x01', id: readId })
    await expect(read).resolves.toBe('0x01')
  })

  it('fuzz: thousands of malformed frame events settle nothing', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client, fromFrame, posted } = setup()
    await ready(fromFrame)
    let settled = false
    void client.request('GET_USER', undefined).then(
      () => {
        settled = true
      },
      () => {
        settled = true
      },
    )
    await vi.advanceTimersByTimeAsync(0)
    const id = lastId(posted())
    const malformed = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.oneof(
          fc.string(),
          fc.constantFrom('@w3m-frame/GET_USER_SUCCESS', '@w3m-frame/GET_USER_ERROR_', '@w3m-app/GET_USER'),
        ),
        // a GET_USER answer needs an address and a chain id; these never have both right
        payload: fc.oneof(fc.anything(), fc.record({ address: fc.integer(), chainId: fc.object() })),
        id: fc.oneof(fc.constant(id), fc.integer(), fc.string()),
      }),
    )
    fc.assert(
      fc.property(malformed, (data) => {
        const d = data as { type?: unknown; id?: unknown; payload?: { address?: unknown } }
        // skip the rare well-formed answer the generator could build
        if (d?.type === '@w3m-frame/GET_USER_SUCCESS' && d.id === id && typeof d.payload?.address === 'string') return
        fromFrame(data)
      }),
      { numRuns: 3000 },
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    warn.mockRestore()
  })
})
