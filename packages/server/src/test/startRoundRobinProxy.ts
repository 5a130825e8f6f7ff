import type { AddressInfo } from 'node:net'
import { connect, createServer, type Socket } from 'node:net'

/**
 * A TCP load balancer on loopback: each new connection goes to the next backend port in turn (HTTP and
 * WebSocket alike, bytes passed through untouched). Answers its port and `close`.
 */
export async function startRoundRobinProxy(backends: number[]) {
  let next = 0
  const open = new Set<Socket>()
  const server = createServer((client) => {
    const port = backends[next++ % backends.length] as number
    const upstream = connect(port, '127.0.0.1')
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
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const s of open) s.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
