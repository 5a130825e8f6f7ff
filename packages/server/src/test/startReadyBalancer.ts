import { Agent, createServer, type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An HTTP load balancer on loopback as operators run one (nginx, HAProxy, a cloud balancer, a Kubernetes
 * Service): it asks each backend's `/readyz` every `probeMs` and sends each request to the next backend that
 * answered 200, over kept-alive connections, adding the caller to `X-Forwarded-For`. A request that never
 * reached a backend (connection refused, or a kept-alive connection it had just closed) goes to the next
 * ready backend; any other failure is a 502.
 * `served` counts the answers of each backend.
 */
export async function startReadyBalancer(backends: string[], probeMs = 100) {
  const ready = backends.map(() => false)
  const served = backends.map(() => 0)
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const probe = async () => {
    await Promise.all(
      backends.map(
        (backend, i) =>
          new Promise<void>((done) => {
            const req = request(`${backend}/readyz`, { agent, timeout: 1000 }, (res) => {
              res.resume()
              ready[i] = res.statusCode === 200
              done()
            })
            req.on('error', () => {
              ready[i] = false
              done()
            })
            req.end()
          }),
      ),
    )
  }
  await probe()
  let probing = true
  const loop = (async () => {
    while (probing) {
      await new Promise((r) => setTimeout(r, probeMs))
      await probe()
    }
  })()
  let next = 0
  const forward = (i: number, req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
      const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
      const headers = { ...req.headers, 'x-forwarded-for': forwarded }
      delete headers.connection
      const out = request(new URL(req.url ?? '/', backends[i]), { method: req.method, headers, agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const { connection: _, 'keep-alive': __, ...rest } = res.headers as Record<string, string>
          resolve({ status: res.statusCode ?? 502, headers: rest, body: Buffer.concat(chunks) })
        })
      })
      // a kept-alive connection the backend had just closed: the request never reached it (Node's advice)
      out.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          Object.assign(error, {
            unsent:
              error.code === 'ECONNREFUSED' || (out.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '')),
          }),
        ),
      )
      out.end(body)
    })
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    for (let tries = 0; tries < backends.length * 2; tries++) {
      const i = next++ % backends.length
      if (!ready[i]) continue
      try {
        const answer = await forward(i, req, Buffer.concat(chunks))
        served[i] = (served[i] ?? 0) + 1
        res.writeHead(answer.status, answer.headers)
        res.end(answer.body)
        return
      } catch (error) {
        // nothing reached that backend: the next one may take it; anything else is the caller's 502
        if (!(error as { unsent?: boolean }).unsent) break
        if ((error as { code?: string }).code === 'ECONNREFUSED') ready[i] = false
      }
    }
    res.writeHead(502).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    ready: () => [...ready],
    async close() {
      probing = false
      await loop
      agent.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
