import { connect, createServer, type Socket } from 'node:net'
import { pipeSockets } from './pipeSockets.ts'

/**
 * A TCP pass-through on a loopback `port` to `targetPort` that can be switched off and on: while off, every
 * connection — new or open — is reset, as a database host that went away would look to its clients.
 */
export async function startSwitchableTcpProxy(port: number, targetPort: number, on = false) {
  let forwarding = on
  const open = new Set<Socket>()
  const server = createServer((client) => {
    if (!forwarding) return void client.resetAndDestroy()
    pipeSockets(client, connect(targetPort, '127.0.0.1'), open)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    on() {
      forwarding = true
    },
    off() {
      forwarding = false
      for (const s of open) s.resetAndDestroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy()
        server.close(() => resolve())
      }),
  }
}
