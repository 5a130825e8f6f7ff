import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A JSON-RPC upstream on loopback that answers `eth_chainId` (0x7a69) after `delayMs`: `received()` resolves
 * once a request has reached it — the moment that request is surely in the hands of the server under test.
 */
export async function startSlowUpstream(delayMs: number) {
  let arrived: () => void = () => undefined
  let received = new Promise<void>((resolve) => {
    arrived = resolve
  })
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const { id } = JSON.parse(Buffer.concat(chunks).toString()) as { id: unknown }
      arrived()
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x7a69' }))
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves when the next request arrives (then renewed). */
    received: () =>
      received.then(() => {
        received = new Promise<void>((resolve) => {
          arrived = resolve
        })
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
