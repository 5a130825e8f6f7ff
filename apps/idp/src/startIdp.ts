import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import type Provider from 'oidc-provider'
import { appleClientAuth } from './appleClientAuth.ts'
import { createDevAdapter } from './devAdapter.ts'
import { devAppleKey } from './devAppleKey.ts'
import { DEV_USERS, type DevUser } from './devUsers.ts'
import { type IdpProvider, idpClients, socialProvidersFor } from './idpClients.ts'
import { loadOidcProvider } from './loadOidcProvider.ts'
import { loginPage } from './loginPage.ts'
import { profileApis } from './profileApis.ts'

export type StartIdpOptions = {
  /** Default 4002; 0 = a free port (tests). */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** The redirect URIs every client accepts; default the secure frame's `http://localhost:4001/social/callback`. */
  redirectUris?: readonly string[]
  /** The dev users (default `DEV_USERS`). */
  users?: readonly DevUser[]
  /** Apple's client-secret key: `dev` (default) the fixed dev key (`devAppleKey`), `random` a new one. */
  appleKey?: 'dev' | 'random'
}

export type Idp = {
  /** The issuer and base URL, e.g. `http://127.0.0.1:4002`. */
  url: string
  /** The Gangway server's `SOCIAL_PROVIDERS` pointing every provider here (`JSON.stringify` it). */
  socialProviders: Record<IdpProvider, Record<string, unknown>>
  /** The Apple client-secret key's public half (PEM), to check the JWTs the server makes. */
  applePublicKeyPem: string
  /**
   * Signs a JWT with the provider's own id_token key (its JWKS `kid`): tests use it to hand the server
   * id_tokens that are validly signed but wrong (another audience, issuer, nonce, expired).
   */
  signIdToken(claims: Record<string, unknown>): Promise<string>
  close(): Promise<void>
}

/**
 * A local OpenID Connect provider (`oidc-provider`, certified) standing in for all six social providers:
 * discovery, JWKS, authorize (PKCE S256 required, `response_mode=form_post` for Apple), token, userinfo,
 * a login page listing the dev users, the OAuth 2 profile API stand-ins (`profileApis.ts`) and Apple's
 * client-secret JWT check (`appleClientAuth.ts`). Development and tests only; never a dependency of the
 * server at run time.
 */
export async function startIdp(options: StartIdpOptions = {}): Promise<Idp> {
  const users = options.users ?? DEV_USERS
  const byId = new Map(users.map((u) => [u.id, u]))
  const redirectUris = options.redirectUris ?? ['http://localhost:4001/social/callback']
  const host = options.host ?? '127.0.0.1'
  const signing = await generateKeyPair('RS256', { extractable: true })
  const kid = randomBytes(8).toString('hex')
  const jwk: JWK = { ...(await exportJWK(signing.privateKey)), kid, alg: 'RS256', use: 'sig' }
  // the operator's Apple key (.p8) the server signs its client secret with; the local Apple checks it
  const { privateKeyPem: applePrivateKeyPem, publicKeyPem: applePublicKeyPem } =
    options.appleKey === 'random' ? randomAppleKey() : devAppleKey()
  const applePublicKey = createPublicKey(applePublicKeyPem)

  let provider: Provider | undefined
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server = createServer((req, res) => {
    if (!provider || !handle) {
      res.writeHead(503).end()
      return
    }
    route(provider, handle, req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(`local provider error: ${error.message}`)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4002, host, resolve)
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const OidcProvider = await loadOidcProvider()
  provider = new OidcProvider(url, {
    adapter: createDevAdapter(),
    clients: idpClients(redirectUris),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    routes: { authorization: '/authorize', token: '/token', userinfo: '/userinfo', jwks: '/jwks' },
    pkce: { required: () => true },
    // like Google and Apple, scope claims go into the id_token too (Apple has no userinfo)
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'picture'],
      name: ['name'],
    },
    scopes: ['openid', 'read:user', 'user:email', 'users.read', 'tweet.read', 'identify', 'public_profile'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const user = byId.get(id)
      if (!user) return undefined
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: user.name,
          preferred_username: user.handle,
          email: user.email,
          email_verified: user.emailVerified,
        }),
      }
    },
  })
  handle = provider.callback()

  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return {
    url,
    socialProviders: socialProvidersFor(url, applePrivateKeyPem),
    applePublicKeyPem,
    signIdToken: (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(signing.privateKey),
    close,
  }

  async function route(p: Provider, next: NonNullable<typeof handle>, req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', url).pathname
    const interaction = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(path)
    if (interaction) return interact(p, req, res, interaction[2])
    const owner = async (token: string) => {
      const found = await p.AccessToken.find(token)
      return found?.accountId ? byId.get(found.accountId) : undefined
    }
    if (await profileApis(req, res, owner)) return
    if (path === '/token') {
      const apple = await appleClientAuth(req, url, applePublicKey)
      if (apple && !apple.ok) {
        res.writeHead(401, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: 'invalid_client', error_description: `Apple client secret: ${apple.reason}` }))
        return
      }
    }
    next(req, res)
  }

  async function interact(p: Provider, req: IncomingMessage, res: ServerResponse, action: string | undefined) {
    const details = await p.interactionDetails(req, res)
    if (!action) {
      if (req.method !== 'GET') return void res.writeHead(405).end()
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(loginPage(details.uid, String(details.params.client_id), users))
      return
    }
    if (req.method !== 'POST') return void res.writeHead(405).end()
    if (action === '/abort') {
      await p.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled' },
        { mergeWithLastSubmission: false },
      )
      return
    }
    const form = new URLSearchParams(await readBody(req))
    const user = byId.get(form.get('user') ?? '')
    if (!user) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Unknown dev user')
    const grant = new p.Grant({ accountId: user.id, clientId: String(details.params.client_id) })
    grant.addOIDCScope(String(details.params.scope ?? 'openid'))
    const grantId = await grant.save()
    await p.interactionFinished(
      req,
      res,
      { login: { accountId: user.id }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }
}

/** A small form body (the login page's buttons). */
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length
    if (size > 8192) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A fresh P-256 key pair (tests that must not share the dev key). */
function randomAppleKey(): { privateKeyPem: string; publicKeyPem: string } {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    privateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}
