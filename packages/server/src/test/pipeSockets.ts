import type { Socket } from 'node:net'

/**
 * Joins a client's socket to an upstream's both ways (a TCP proxy's one connection), each kept in `open`
 * while it lives; an error on either side destroys both.
 */
export function pipeSockets(client: Socket, upstream: Socket, open: Set<Socket>): void {
  for (const s of [client, upstream]) {
    open.add(s)
    s.on('close', () => open.delete(s))
    s.on('error', () => {
      client.destroy()
      upstream.destroy()
    })
  }
  client.pipe(upstream)
  upstream.pipe(client)
}
