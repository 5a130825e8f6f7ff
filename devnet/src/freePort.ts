import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** Ports below this are left alone (well-known services, and the local stack's fixed ports). */
const LOWEST = 15000

/** The first port of the kernel's ephemeral range: outgoing connections take their local ports from there. */
function ephemeralStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    if (Number.isInteger(first) && first > LOWEST + 1000) return first
  } catch {}
  return 32768
}

function bindable(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number }
      server.close(() => resolve(bound))
    })
  })
}

/**
 * A loopback port nobody listens on right now, for throwaway servers. Taken at random below the kernel's
 * ephemeral range, so that no outgoing connection of a parallel test is handed the same port between this
 * check and the server's own listen (a port the OS picks with `listen(0)` comes from that range, and was
 * seen taken again in CI: EADDRINUSE). Falls back to the OS's pick when nothing there is free.
 */
export async function freePort(): Promise<number> {
  const top = ephemeralStart()
  for (let i = 0; i < 50; i++) {
    const port = await bindable(LOWEST + Math.floor(Math.random() * (top - LOWEST)))
    if (port) return port
  }
  const port = await bindable(0)
  if (!port) throw new Error('no free loopback port')
  return port
}
