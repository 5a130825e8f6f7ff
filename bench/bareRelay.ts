import { type WebSocket, WebSocketServer } from 'ws'

/**
 * The floor of `bench:relay` (issue 38): a bare WalletConnect relay on the same `ws` — only the protocol's
 * frames, nothing else. `irn_subscribe` → its answer; `irn_publish` → its answer, then `irn_subscription` to
 * every other socket on the topic; a delivery's acknowledgement is read and dropped; `irn_unsubscribe`. No
 * access checks, no limits, no mailbox (a message nobody is subscribed to is lost), no redelivery, no
 * validation beyond what a `JSON.parse` needs. Clients connect as they do to the relay (`?projectId=…&auth=…`
 * is ignored); a delivery names its topic where the relay names a subscription id of the same length. Port
 * from `PORT`; prints `ready`.
 */
const subscribers = new Map<string, Set<WebSocket>>()
let nextId = Date.now() * 1000
let nextSubscription = 0

type Request = { id: number; method?: string; params?: { topic?: string; message?: string; tag?: number } }

const wss = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' }, () => console.log('ready'))
wss.on('connection', (ws) => {
  const topics = new Set<string>()
  ws.on('message', (data) => {
    const req = JSON.parse(String(data)) as Request
    const topic = req.params?.topic ?? ''
    switch (req.method) {
      case 'irn_subscribe': {
        let set = subscribers.get(topic)
        if (!set) {
          set = new Set()
          subscribers.set(topic, set)
        }
        set.add(ws)
        topics.add(topic)
        ws.send(`{"id":${req.id},"jsonrpc":"2.0","result":"${(nextSubscription++).toString(16).padStart(64, '0')}"}`)
        return
      }
      case 'irn_publish': {
        ws.send(`{"id":${req.id},"jsonrpc":"2.0","result":true}`)
        const data = `"data":{"topic":"${topic}","message":${JSON.stringify(req.params?.message)},"publishedAt":${Date.now()},"tag":${req.params?.tag ?? 0}}}}`
        for (const peer of subscribers.get(topic) ?? []) {
          if (peer !== ws)
            peer.send(`{"id":${nextId++},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${topic}",${data}`)
        }
        return
      }
      case 'irn_unsubscribe':
        subscribers.get(topic)?.delete(ws)
        topics.delete(topic)
        ws.send(`{"id":${req.id},"jsonrpc":"2.0","result":true}`)
        return
      default: // an acknowledgement of a delivery
    }
  })
  ws.on('close', () => {
    for (const topic of topics) {
      const set = subscribers.get(topic)
      set?.delete(ws)
      if (set?.size === 0) subscribers.delete(topic)
    }
  })
})
// exit (not just die) on SIGTERM, so a CPU profile (`--cpu-prof`) gets written
process.once('SIGTERM', () => process.exit(0))
