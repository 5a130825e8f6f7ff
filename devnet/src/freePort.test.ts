import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { freePort } from './freePort.ts'

const listen = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((r) => server.close(() => r()))))
  })

test('freePort answers distinct loopback ports below the ephemeral range that a server can listen on', async () => {
  const ephemeral = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()))
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(15000)
    expect(port).toBeLessThan(ephemeral)
  }
  expect(new Set(ports).size).toBeGreaterThan(15)
  const close = await listen(ports[0] as number)
  await close()
})
