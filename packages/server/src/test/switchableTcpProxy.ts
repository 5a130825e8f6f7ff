import { connect, createServer, type Socket } from 'node:net'

/**
 * A TCP pass-through on a loopback `port` to `targetPort` that can be switched off and on: while off, every
 * connection — new or open — is reset, as a database host that went away would look to its clients.
 */
export async function startSwitchableTcpProxy(port: number, targetPort: number, on = false) {
  let forwarding = on
  const open = new Set<Socket>()
  const server = createServer((client) => {
    if (!forwarding) return void client.resetAndDestroy()
    const upstream = connect(targetPort, '127.0.0.1')
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
