import type { AddressInfo } from 'node:net'
import { connect, createServer, type Socket } from 'node:net'
import { pipeSockets } from './pipeSockets.ts'

/**
 * A TCP load balancer on loopback: each new connection goes to the next backend port in turn (HTTP and
 * WebSocket alike, bytes passed through untouched). With `skipRefused`, a backend that refuses the
 * connection (stopped) is passed over for the next, as a balancer's passive health check does. Answers its
 * port and `close`.
 */
export async function startRoundRobinProxy(backends: number[], options: { skipRefused?: boolean } = {}) {
  let next = 0
  const open = new Set<Socket>()
  const reach = (tries: number): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const upstream = connect(backends[next++ % backends.length] as number, '127.0.0.1')
      upstream.once('connect', () => resolve(upstream))
      upstream.once('error', (error) => {
        if (options.skipRefused && tries > 1) reach(tries - 1).then(resolve, reject)
        else reject(error)
      })
    })
  const server = createServer(async (client) => {
    client.pause()
    client.on('error', () => undefined)
    let upstream: Socket
    try {
      upstream = await reach(backends.length)
    } catch {
      client.destroy()
      return
    }
    pipeSockets(client, upstream, open)
    client.resume()
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
