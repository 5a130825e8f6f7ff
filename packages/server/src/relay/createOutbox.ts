import type { WebSocket } from 'ws'

/**
 * Frames the relay sends, written together once the event loop has read what was ready (`setImmediate`)
 * rather than one by one as each request is handled. Under load a peer then wakes once for a burst of
 * frames instead of once per frame — on a loopback or a VM the wake-up, not the copy, is what a small
 * write costs; at light load the delay is the rest of one loop turn. Frames to one socket keep their order.
 */
export function createOutbox() {
  let pending: { ws: WebSocket; text: string }[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    const list = pending
    pending = []
    for (const { ws, text } of list) if (ws.readyState === ws.OPEN) ws.send(text)
  }
  return {
    send(ws: WebSocket, text: string): void {
      pending.push({ ws, text })
      if (!scheduled) {
        scheduled = true
        setImmediate(flush)
      }
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>
