import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Log } from '../log.ts'
import { formPostCallback } from './formPostCallback.ts'
import { FRAME_OTHER_CSP, framePageCsp, socialCallbackCsp } from './frameCsp.ts'
import { loadFrameFiles } from './loadFrameFiles.ts'

/** The placeholder `apps/frame/index.html` carries for the API URL (filled in here, or by the dev server). */
export const API_URL_PLACEHOLDER = '%GANGWAY_API_URL%'

export type FrameServerOptions = {
  /** The built frame (`apps/frame/dist`). */
  dir: string
  port: number
  host: string
  /** The API's public URL, which the frame calls (put into the page and its `connect-src`). */
  apiUrl: string
  /** A project's allowed origins (undefined: no such project). */
  allowedOrigins(projectId: string): Promise<readonly string[] | undefined>
  /** The social login redirect's path on this origin: a form the provider POSTs there becomes a GET (form_post). */
  socialCallbackPath?: string | undefined
  log: Log
}

export type RunningFrameServer = { url: string; close(): Promise<void> }

/** Where the built frame keeps the social login's redirect page, and the path it is served at by default. */
const SOCIAL_CALLBACK_FILE = '/social/callback.html'
const DEFAULT_SOCIAL_CALLBACK_PATH = '/social/callback'
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/
const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The production host of the secure frame: a plain `node:http` server on its own port (so on its own
 * origin) that answers GET/HEAD from the built files only (read into memory at start), with a CSP on every
 * answer. The page's CSP names the project's allowed origins as `frame-ancestors` (`?projectId=`; none or an
 * unknown project: `'none'`); any other path is a 404 with a CSP; other methods 405 — but a form POSTed to
 * the social login callback (`formPostCallback.ts`), which is answered 303 to its GET. No path is ever
 * resolved on disk, so `..`, `//`, `/@fs/…` or encoded tricks are just unknown paths.
 */
export async function startFrameServer(options: FrameServerOptions): Promise<RunningFrameServer> {
  const files = loadFrameFiles(options.dir)
  const index = files.get('/index.html')?.body.toString('utf8') ?? ''
  if (!index.includes(API_URL_PLACEHOLDER)) {
    throw new Error(`FRAME_DIR: ${options.dir}/index.html is not a Gangway frame build (no ${API_URL_PLACEHOLDER})`)
  }
  const apiOrigin = new URL(options.apiUrl).origin
  const fill = (html: string) => Buffer.from(html.replaceAll(API_URL_PLACEHOLDER, escapeAttribute(options.apiUrl)))
  const page = fill(index)
  // the social login's redirect page (a build without it still serves the frame; the callback is then a 404)
  const callbackPath = options.socialCallbackPath ?? DEFAULT_SOCIAL_CALLBACK_PATH
  const callbackFile = files.get(SOCIAL_CALLBACK_FILE)
  const callbackPage = callbackFile ? fill(callbackFile.body.toString('utf8')) : undefined

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer | string,
    headers: Record<string, string>,
  ) => {
    res.writeHead(status, {
      'content-security-policy': FRAME_OTHER_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'content-length': String(Buffer.byteLength(body)),
      ...headers,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
  const notFound = (req: IncomingMessage, res: ServerResponse) =>
    send(req, res, 404, 'Not found', { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const callback = options.socialCallbackPath
    if (req.method === 'POST' && callback && (req.url ?? '').split('?', 1)[0] === callback) {
      const location = await formPostCallback(req, callback)
      if (!location) return send(req, res, 400, 'Bad request', { 'content-type': 'text/plain' })
      return send(req, res, 303, '', { location, 'cache-control': 'no-store' })
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD', 'content-type': 'text/plain' })
    }
    const raw = req.url ?? '/'
    const at = raw.indexOf('?')
    const path = at === -1 ? raw : raw.slice(0, at)
    if (callbackPage && (path === callbackPath || path === SOCIAL_CALLBACK_FILE)) {
      return send(req, res, 200, callbackPage, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': socialCallbackCsp(apiOrigin),
        'cache-control': 'no-store',
      })
    }
    if (path === '/' || path === '/index.html') {
      const projectId = new URLSearchParams(at === -1 ? '' : raw.slice(at + 1)).get('projectId') ?? ''
      let origins: readonly string[] = []
      if (PROJECT_ID.test(projectId)) {
        try {
          origins = (await options.allowedOrigins(projectId)) ?? []
        } catch (error) {
          options.log('error', 'frame: project lookup failed', { error: (error as Error).message })
        }
      }
      return send(req, res, 200, page, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': framePageCsp(apiOrigin, origins),
        'cache-control': 'no-store',
      })
    }
    const file = files.get(path)
    if (!file) return notFound(req, res)
    if (req.headers['if-none-match'] === file.etag) return send(req, res, 304, '', { etag: file.etag })
    return send(req, res, 200, file.body, {
      'content-type': file.type,
      etag: file.etag,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log('error', 'frame: unhandled', { error: (error as Error).message })
      if (!res.headersSent) send(req, res, 500, 'Server error', { 'content-type': 'text/plain' })
      else res.destroy()
    })
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo
      resolvePromise({
        url: `http://${options.host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeIdleConnections()
          }),
      })
    })
  })
}
