import {
  APP_PREFIX,
  FRAME_CONNECT_REQUESTS,
  FRAME_PREFIX,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  parseFrameEvent,
  SAFE_RPC_METHODS,
} from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'

export type FrameTimeout = 'iframe_load_failed' | 'iframe_request_timeout'

export type FrameClientOptions = {
  /** The frame page (its origin is the only one messages go to and come from). */
  frameUrl: string
  query: { projectId: string; chainId: string | number; version: string; enableLogger: boolean; rpcUrl?: string }
  window: Window
  /** Called once per timeout kind; every open request has been rejected by then. */
  onTimeout(kind: FrameTimeout): void
  /** Called each time the frame is initialised: after the first READY, and again after a RELOAD. */
  onReady?(): void
  /**
   * SESSION_UPDATE (SPEC §3): the frame's session started, was renewed (`token` is its opaque marker) or ended
   * (`token` empty) without a request of the dialog's.
   */
  onSessionUpdate?(token: string): void
}

type Open = {
  name: FrameRequestName
  method: string | undefined
  resolve(value: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
}

/** SPEC §8: a request with no frame window to post to (AppKit's W3mFrame text). */
export const FRAME_NOT_SET = 'W3mFrame: iframe is not set'

export class FrameError extends Error {
  override readonly name = 'FrameError'
}

/**
 * The dialog's side of the secure frame (SPEC §4, §7): a hidden fixed-position iframe appended to the body.
 * Messages are posted to the frame's exact origin (never `*`); answers count only when both `origin` and
 * `source` are the frame's. Not ready until READY; initialised 500 ms after; no READY in 20 s →
 * `iframe_load_failed`, a connect-type request unanswered in 120 s → `iframe_request_timeout`, both abort every
 * open request. Each request gets a random id and settles on its `_SUCCESS` / `_ERROR` answer ('An error
 * occurred' when the error carries no message).
 */
export function createFrameClient(options: FrameClientOptions) {
  const { window: win } = options
  const url = new URL(options.frameUrl)
  const origin = url.origin
  for (const [k, v] of Object.entries(options.query)) if (v !== undefined) url.searchParams.set(k, String(v))
  const iframe = win.document.createElement('iframe')
  iframe.src = url.toString()
  iframe.title = 'Secure login frame'
  iframe.setAttribute('data-gangway-frame', '')
  iframe.style.cssText =
    'position:fixed;border:0;width:0;height:0;left:0;top:0;opacity:0;pointer-events:none;z-index:2147483647;background:transparent;color-scheme:normal'
  const open = new Map<string, Open>()
  let initialised = false
  let failed: FrameError | undefined
  let markReady: () => void = () => undefined
  let markFailed: (error: Error) => void = () => undefined
  let ready: Promise<void>
  const expectReady = () => {
    ready = new Promise<void>((resolve, reject) => {
      markReady = resolve
      markFailed = reject
    })
    ready.catch(() => undefined)
  }
  expectReady()

  const abortAll = (error: FrameError) => {
    for (const [id, request] of open) {
      clearTimeout(request.timer)
      open.delete(id)
      request.reject(error)
    }
  }
  const timeout = (kind: FrameTimeout) => {
    const error = new FrameError(kind)
    abortAll(error)
    options.onTimeout(kind)
    return error
  }
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  const waitForReady = () => {
    clearTimeout(loadTimer)
    loadTimer = setTimeout(() => {
      failed = timeout('iframe_load_failed')
      markFailed(failed)
    }, ConstantsUtil.IFRAME_READY_TIMEOUT_MS)
  }
  waitForReady()

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || !iframe.contentWindow || event.source !== iframe.contentWindow) return
    const parsed = parseFrameEvent(event.data)
    if (!parsed.ok) {
      console.warn(`Gangway: ignored an invalid frame event (${parsed.error})`)
      return
    }
    const message = parsed.event
    if (message.type === `${FRAME_PREFIX}READY`) {
      clearTimeout(loadTimer)
      setTimeout(() => {
        initialised = true
        markReady()
        options.onReady?.()
      }, ConstantsUtil.IFRAME_POST_READY_DELAY_MS)
      return
    }
    if (message.type === `${FRAME_PREFIX}SESSION_UPDATE`) {
      options.onSessionUpdate?.(message.payload.token)
      return
    }
    const request = message.id ? open.get(message.id) : undefined
    if (!request) return
    const kind = message.type.slice(FRAME_PREFIX.length + request.name.length)
    if (message.type.slice(FRAME_PREFIX.length, FRAME_PREFIX.length + request.name.length) !== request.name) return
    if (kind !== '_SUCCESS' && kind !== '_ERROR') return
    open.delete(message.id as string)
    clearTimeout(request.timer)
    if (kind === '_SUCCESS') request.resolve('payload' in message ? message.payload : undefined)
    else {
      const payload = 'payload' in message ? (message.payload as { message?: string } | undefined) : undefined
      request.reject(new FrameError(payload?.message || 'An error occurred'))
    }
  }
  win.addEventListener('message', onMessage)
  win.document.body.append(iframe)

  /** Sends a request once the frame is initialised; settles on its answer. */
  const request = async <N extends FrameRequestName>(
    name: N,
    payload: FrameRequestPayload<N>,
  ): Promise<FrameSuccessPayload<N>> => {
    if (failed) throw failed
    await ready
    // the frame's window is gone (its element removed from the page): SPEC §8's error, never a silent drop
    const target = iframe.contentWindow
    if (!target) throw new FrameError(FRAME_NOT_SET)
    const id = globalThis.crypto.randomUUID()
    return new Promise<FrameSuccessPayload<N>>((resolve, reject) => {
      const method = name === 'RPC_REQUEST' ? (payload as { method: string }).method : undefined
      const timer = FRAME_CONNECT_REQUESTS.includes(name)
        ? setTimeout(() => timeout('iframe_request_timeout'), ConstantsUtil.CONNECT_REQUEST_TIMEOUT_MS)
        : undefined
      open.set(id, { name, method, resolve: resolve as (v: unknown) => void, reject, timer })
      target.postMessage({ type: `${APP_PREFIX}${name}`, payload, id }, origin)
    })
  }

  return {
    get ready() {
      return ready
    },
    get initialised() {
      return initialised
    },
    iframe,
    request,
    /**
     * RELOAD (SPEC §7): the frame reloads its page — a login the visitor left half-way (a code or device
     * approval pending) starts over. Open requests are rejected ('Request was aborted': the reloaded page will
     * not answer them); new ones wait for its READY (+ 500 ms), after which `onReady` runs again.
     */
    async reload(): Promise<void> {
      if (failed || !initialised) return
      await request('RELOAD', undefined)
      initialised = false
      abortAll(new FrameError('Request was aborted'))
      expectReady()
      waitForReady()
    },
    /**
     * Rejects the open RPC requests that are not safe reads ('Request was aborted') and tells the frame;
     * safe methods go on.
     */
    abortRpcRequests(): number {
      let aborted = 0
      for (const [id, request] of open) {
        if (request.name !== 'RPC_REQUEST' || SAFE_RPC_METHODS.includes(request.method ?? '')) continue
        clearTimeout(request.timer)
        open.delete(id)
        request.reject(new FrameError('Request was aborted'))
        aborted++
      }
      if (aborted > 0 && initialised) {
        iframe.contentWindow?.postMessage(
          { type: `${APP_PREFIX}RPC_ABORT`, id: globalThis.crypto.randomUUID() },
          origin,
        )
      }
      return aborted
    },
    /** Shows the frame over `rect` (the approval view's area), or hides it again. */
    show(rect: { left: number; top: number; width: number; height: number } | undefined): void {
      if (!rect) {
        iframe.style.width = '0'
        iframe.style.height = '0'
        iframe.style.opacity = '0'
        iframe.style.pointerEvents = 'none'
        return
      }
      Object.assign(iframe.style, {
        left: `${rect.left}px`,
        top: `${rect.top}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        opacity: '1',
        pointerEvents: 'auto',
      })
    },
    destroy(): void {
      clearTimeout(loadTimer)
      // requests still waiting for READY end too
      failed = new FrameError('Request was aborted')
      markFailed(failed)
      abortAll(failed)
      win.removeEventListener('message', onMessage)
      iframe.remove()
    },
  }
}
export type FrameClient = ReturnType<typeof createFrameClient>
