import type { WebSocket } from 'ws'

/**
 * Frames the relay sends, written together once the event loop has read what was ready (`setImmediate`)
 * rather than one by one as each request is handled. Under load a peer then wakes once for a burst of
 * frames instead of once per frame — on a loopback or a VM the wake-up, not the copy, is what a small
 * write costs; at light load the delay is the rest of one loop turn. Frames to one socket keep their order.
 * The waiting frames are kept in two pairs of lists used in turn (no object per frame, no list per turn).
 */
export function createOutbox() {
  let sockets: WebSocket[] = []
  let texts: string[] = []
  let spareSockets: WebSocket[] = []
  let spareTexts: string[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    const ws = sockets
    const text = texts
    // frames sent while these are written (none today) go to the other pair, for the next turn
    sockets = spareSockets
    texts = spareTexts
    try {
      for (let i = 0; i < ws.length; i++) {
        const w = ws[i] as WebSocket
        if (w.readyState === w.OPEN) w.send(text[i] as string)
      }
    } finally {
      ws.length = 0
      text.length = 0
      spareSockets = ws
      spareTexts = text
    }
  }
  return {
    send(ws: WebSocket, text: string): void {
      sockets.push(ws)
      texts.push(text)
      if (!scheduled) {
        scheduled = true
        setImmediate(flush)
      }
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>
