import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

export type RelayFrame = {
  id: number | string
  method?: string
  params?: { id: string; data: Record<string, unknown> }
  result?: unknown
  error?: { code: number; message: string }
}

export type RawClientOptions = {
  /** `null` leaves the project id out. */
  projectId?: string | null
  /** The `Origin` header (none by default, like a server or native client). */
  origin?: string
  /** More headers (`x-forwarded-for` behind a trusted proxy …). */
  headers?: Record<string, string>
  /** More query parameters (`packageName`, `bundleId` …). */
  query?: Record<string, string>
  /** Reuse a key pair to open several sockets as one client id. */
  keyPair?: ReturnType<typeof generateKeyPair>
  aud?: string
  /** Token lifetime in seconds (the official clients mint one day). */
  ttl?: number
  iat?: number
  forge?: boolean
  /** Acknowledge deliveries (default true, as the official clients do). */
  ack?: boolean
  /** Keep only counts of deliveries, not the frames (attack tests). */
  countOnly?: boolean
  /** Answer the relay's pings (default true, as every WebSocket client does). */
  autoPong?: boolean
  /** Runs as soon as the socket opens (before the relay's first frame can arrive). */
  onOpen?: (ws: WebSocket) => void
}

/** A raw relay client on a `ws` socket: its own key (client id), a relay-auth JWT, frames as they arrive. */
export async function rawRelayClient(relayUrl: string, options: RawClientOptions = {}) {
  const keyPair = options.keyPair ?? generateKeyPair()
  let auth = await signJWT('sub', options.aud ?? relayUrl, options.ttl ?? 86_400, keyPair, options.iat)
  if (options.forge) auth = `${auth.slice(0, -6)}AAAAAA`
  const query = new URLSearchParams({ auth, ...options.query })
  if (options.projectId !== null) query.set('projectId', options.projectId ?? 'local')
  const ws = new WebSocket(`${relayUrl}?${query}`, {
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    autoPong: options.autoPong ?? true,
  })
  const frames: RelayFrame[] = []
  const raw: string[] = []
  let deliveryCount = 0
  let closed: { code: number; reason: string } | undefined
  const answers = new Map<string, (text: string) => void>()
  ws.on('message', (data) => {
    const text = String(data)
    const id = /^\{"id":("?[^,"]+"?)/.exec(text)?.[1]?.replace(/"/g, '')
    if (id && answers.has(id)) {
      answers.get(id)?.(text)
      answers.delete(id)
      raw.push(text)
      frames.push(JSON.parse(text.replace(/"id":(\d+)/, '"id":"$1"')) as RelayFrame)
      return
    }
    const frame = JSON.parse(text) as RelayFrame
    if (frame.method === 'irn_subscription') {
      deliveryCount++
      if (options.ack !== false) ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    }
    if (options.countOnly) return
    raw.push(text)
    frames.push(frame)
  })
  const closedNow = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      closed = { code, reason: String(reason) }
      resolve(closed)
    }),
  )
  ws.on('error', () => undefined)
  if (options.onOpen) ws.once('open', () => options.onOpen?.(ws))
  await new Promise((resolve) => {
    ws.once('open', resolve)
    ws.once('close', resolve)
  })
  let n = 1_700_000_000_000_000_000n
  /** Sends a request and answers the relay's answer (id echoed as sent, kept in `raw`). */
  const call = (method: string, params: unknown, timeoutMs = 5000) => {
    const id = String(++n)
    return new Promise<RelayFrame & { raw: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${method}`)), timeoutMs)
      answers.set(id, (text) => {
        clearTimeout(timer)
        resolve({ raw: text, ...(JSON.parse(text.replace(/"id":(\d+)/, '"id":"$1"')) as RelayFrame) })
      })
      ws.send(`{"id":${id},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`)
    })
  }
  const clientId = (JSON.parse(Buffer.from(auth.split('.')[1] as string, 'base64url').toString()) as { iss: string })
    .iss
  return {
    ws,
    frames,
    raw,
    call,
    clientId,
    keyPair,
    deliveries: () => frames.filter((f) => f.method === 'irn_subscription').map((f) => f.params?.data),
    deliveryCount: () => deliveryCount,
    closed: () => closed,
    /** Resolves with the close code and reason (at once when already closed). */
    waitClosed: () => closedNow,
    close: () => ws.close(),
  }
}
export type RawRelayClient = Awaited<ReturnType<typeof rawRelayClient>>

export const randomTopic = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')

export async function until(check: () => boolean, what = 'condition', ms = 5000) {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10))
  if (!check()) throw new Error(`timed out waiting for ${what}`)
}
