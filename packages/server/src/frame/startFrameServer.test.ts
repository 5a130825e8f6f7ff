import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { silentLog } from '../log.ts'
import { API_URL_PLACEHOLDER, type RunningFrameServer, startFrameServer } from './startFrameServer.ts'

/** A raw request: the path goes on the wire exactly as given (fetch would normalise `..` and `//`). */
function raw(url: string, path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(url)
      const req = request({ hostname, port, path, method, headers }, (res) => {
        let body = ''
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

let root: string
let dist: string
let frame: RunningFrameServer
const PROJECTS: Record<string, string[]> = { strict: ['https://app.example.com'], local: ['localhost'] }

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gangway-frame-'))
  dist = join(root, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  // what must never be served: the workspace around the build, the master key, dotfiles, links out
  mkdirSync(join(root, '.gangway'))
  writeFileSync(join(root, '.gangway', 'master.key'), 'SECRET-MASTER-KEY')
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><meta name="gangway-api-url" content="${API_URL_PLACEHOLDER}"><script type="module" src="/assets/index-abc123.js"></script>`,
  )
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("frame")')
  mkdirSync(join(dist, 'social'))
  writeFileSync(
    join(dist, 'social', 'callback.html'),
    `<!doctype html><meta name="gangway-api-url" content="${API_URL_PLACEHOLDER}"><script type="module" src="/assets/cb-abc123.js"></script>`,
  )
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}')
  writeFileSync(join(dist, '.env'), 'SECRET=1')
  symlinkSync(join(root, '.gangway', 'master.key'), join(dist, 'master.key'))
  frame = await startFrameServer({
    dir: dist,
    port: 0,
    host: '127.0.0.1',
    apiUrl: 'https://api.example.net',
    allowedOrigins: async (id) => PROJECTS[id],
    socialCallbackPath: '/social/callback',
    log: silentLog,
  })
})
afterAll(async () => {
  await frame.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the frame host (built files only, CSP on every answer)', () => {
  it("turns a provider's form_post to the social callback into its GET; other POSTs stay 405", async () => {
    const post = (path: string) =>
      fetch(`${frame.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'code=c1&state=s1&id_token=x.y.z',
        redirect: 'manual',
      })
    const res = await post('/social/callback')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/social/callback?code=c1&state=s1')
    expect(res.headers.get('content-security-policy')).toBeTruthy()
    expect((await post('/')).status).toBe(405)
    expect((await post('/social/callback/x')).status).toBe(405)
  })

  it('answers the page with a strict CSP whose frame-ancestors are the project origins, and the API URL in it', async () => {
    const page = await raw(frame.url, '/?projectId=strict&chainId=1')
    expect(page.status).toBe(200)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain('frame-ancestors https://app.example.com')
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self'")
    expect(csp).toContain('connect-src https://api.example.net')
    expect(csp).not.toContain('unsafe')
    expect(page.body).toContain('content="https://api.example.net"')
    expect(page.body).not.toContain(API_URL_PLACEHOLDER)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    for (const path of ['/', '/?projectId=nope', '/?projectId=%27none%27;%20script-src%20*', '/index.html']) {
      expect(String((await raw(frame.url, path)).headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      )
    }
  })

  it("frame ancestors are the project's origins only: SPEC's dev hosts are not added (issue 37 item 13)", async () => {
    const csp = String((await raw(frame.url, '/?projectId=strict&chainId=1')).headers['content-security-policy'])
    const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]
    expect(ancestors).toBe('https://app.example.com')
    for (const devHost of ['localhost', '127.0.0.1', 'pages.dev', 'vercel.app', 'ngrok-free.app']) {
      expect(ancestors).not.toContain(devHost)
    }
  })

  it('serves the social callback page at the redirect path: API URL filled in, own CSP, never embeddable', async () => {
    for (const path of ['/social/callback?code=c1&state=s1', '/social/callback.html']) {
      const res = await raw(frame.url, path)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toContain('content="https://api.example.net"')
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain('connect-src https://api.example.net')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(res.headers['cache-control']).toBe('no-store')
    }
    expect((await raw(frame.url, '/social/callback/x')).status).toBe(404)
  })

  it('GET // and other odd paths are 404s with a CSP, and the server keeps answering', async () => {
    for (const path of ['//', '///', '//evil.test/x', '/src/main.tsx', '/nope', '/index.html/', '/assets/']) {
      const answer = await raw(frame.url, path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'none'")
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    }
    expect((await raw(frame.url, '/?projectId=local')).status).toBe(200)
  })

  it('nothing outside the built files: no /@fs/, no .., no dotfiles, no symbolic links', async () => {
    for (const path of [
      `/@fs${join(root, '.gangway', 'master.key')}`,
      '/../.gangway/master.key',
      '/assets/../../.gangway/master.key',
      '/%2e%2e/.gangway/master.key',
      '/..%2f.gangway%2fmaster.key',
      '/.gangway/master.key',
      '/master.key',
      '/.env',
      '/@vite/client',
      '/node_modules/.vite/deps/react.js',
    ]) {
      const answer = await raw(frame.url, path)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).not.toContain('SECRET')
      expect(answer.headers['content-security-policy'], path).toBeDefined()
    }
  })

  it('serves the built assets with a CSP, their type, and ETag/304; HEAD works; other methods are 405', async () => {
    const js = await raw(frame.url, '/assets/index-abc123.js')
    expect(js.status).toBe(200)
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(js.headers['cache-control']).toContain('immutable')
    expect(js.headers['content-security-policy']).toBeDefined()
    const again = await raw(frame.url, '/assets/index-abc123.js', 'GET', { 'if-none-match': String(js.headers.etag) })
    expect(again.status).toBe(304)
    const head = await raw(frame.url, '/assets/index-abc123.css', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    const post = await raw(frame.url, '/', 'POST')
    expect(post.status).toBe(405)
    expect(post.headers['content-security-policy']).toBeDefined()
  })

  it('refuses to start without a built frame, naming the folder and the build command', async () => {
    const options = {
      port: 0,
      host: '127.0.0.1',
      apiUrl: 'http://localhost:4000',
      allowedOrigins: async () => [],
      log: silentLog,
    }
    await expect(startFrameServer({ ...options, dir: join(root, 'missing') })).rejects.toThrow(
      /FRAME_DIR: cannot read .*missing.*npm run build -w @gangway\/frame/,
    )
    await expect(startFrameServer({ ...options, dir: join(root, '.gangway') })).rejects.toThrow('has no index.html')
  })
})
