import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DevUser } from './devUsers.ts'

/** The access token's dev user, or undefined (unknown, expired or revoked token). */
export type TokenOwner = (accessToken: string) => Promise<DevUser | undefined>

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

/**
 * Small stand-ins of the OAuth 2 providers' profile APIs, in each one's shape, answering for the access
 * token's dev user: GitHub `/github/user` and `/github/user/emails`, X `/x/2/users/me` (no e-mail),
 * Discord `/discord/api/users/@me`, Facebook `/facebook/me?fields=…`. Answers whether it handled the request.
 */
export async function profileApis(req: IncomingMessage, res: ServerResponse, owner: TokenOwner): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://idp')
  const routes = ['/github/user', '/github/user/emails', '/x/2/users/me', '/discord/api/users/@me', '/facebook/me']
  if (!routes.includes(url.pathname)) return false
  if (req.method !== 'GET') {
    json(res, 405, { message: 'Method not allowed' })
    return true
  }
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
  const user = token ? await owner(token) : undefined
  if (!user) {
    json(res, 401, { message: 'Bad credentials' })
    return true
  }
  switch (url.pathname) {
    case '/github/user':
      json(res, 200, { id: user.number, login: user.handle, name: user.name, email: null, avatar_url: null })
      break
    case '/github/user/emails':
      json(res, 200, [{ email: user.email, primary: true, verified: user.emailVerified, visibility: 'private' }])
      break
    case '/x/2/users/me':
      json(res, 200, { data: { id: String(1_400_000_000 + user.number), name: user.name, username: user.handle } })
      break
    case '/discord/api/users/@me':
      json(res, 200, {
        id: `80351110224678${user.number}`,
        username: user.handle,
        global_name: user.name,
        email: user.email,
        verified: user.emailVerified,
        avatar: null,
      })
      break
    default: {
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',')
      const all: Record<string, unknown> = {
        id: String(10_000_000_000 + user.number),
        name: user.name,
        email: user.email,
        picture: { data: { url: `http://idp.invalid/${user.id}.png` } },
      }
      json(res, 200, Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])))
    }
  }
  return true
}
