import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_USERS } from './devUsers.ts'
import { clientIdOf } from './idpClients.ts'
import { type Idp, startIdp } from './startIdp.ts'

let idp: Idp
beforeAll(async () => {
  idp = await startIdp({ port: 0, redirectUris: ['http://localhost:4001/social/callback'] })
})
afterAll(() => idp?.close())

describe('the local provider', () => {
  it('serves OpenID Connect discovery and its JWKS', async () => {
    const discovery = (await (await fetch(`${idp.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >
    expect(discovery).toMatchObject({
      issuer: idp.url,
      authorization_endpoint: `${idp.url}/authorize`,
      token_endpoint: `${idp.url}/token`,
      userinfo_endpoint: `${idp.url}/userinfo`,
      jwks_uri: `${idp.url}/jwks`,
    })
    expect(discovery.code_challenge_methods_supported).toContain('S256')
    expect(discovery.response_modes_supported).toContain('form_post')
    const jwks = (await (await fetch(`${idp.url}/jwks`)).json()) as { keys: { kty: string; kid: string }[] }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]?.kty).toBe('RSA')
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })

  it('shows a login page listing the dev users for an authorization request', async () => {
    const authorize = new URL(`${idp.url}/authorize`)
    authorize.search = new URLSearchParams({
      client_id: clientIdOf('google'),
      redirect_uri: 'http://localhost:4001/social/callback',
      response_type: 'code',
      scope: 'openid email',
      state: 'state-123',
      nonce: 'nonce-123',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString()
    const redirect = await fetch(authorize, { redirect: 'manual' })
    expect(redirect.status).toBe(303)
    const cookie = redirect.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const page = await fetch(new URL(redirect.headers.get('location') as string, idp.url), { headers: { cookie } })
    const html = await page.text()
    for (const user of DEV_USERS) expect(html).toContain(`Sign in as ${user.name}`)
  })

  it('refuses a request without PKCE and an unregistered redirect URI', async () => {
    const base = {
      client_id: clientIdOf('github'),
      response_type: 'code',
      scope: 'read:user',
      state: 'state-123',
    }
    const noPkce = await fetch(
      `${idp.url}/authorize?${new URLSearchParams({ ...base, redirect_uri: 'http://localhost:4001/social/callback' })}`,
      { redirect: 'manual' },
    )
    expect(new URL(noPkce.headers.get('location') as string).searchParams.get('error')).toBe('invalid_request')
    const elsewhere = await fetch(
      `${idp.url}/authorize?${new URLSearchParams({ ...base, redirect_uri: 'https://evil.example/cb' })}`,
      { redirect: 'manual' },
    )
    expect(elsewhere.status).toBe(400)
  })

  it('profile API stand-ins need a live access token', async () => {
    for (const path of [
      '/github/user',
      '/github/user/emails',
      '/x/2/users/me',
      '/discord/api/users/@me',
      '/facebook/me',
    ]) {
      const res = await fetch(`${idp.url}${path}`, { headers: { authorization: 'Bearer not-a-token' } })
      expect(res.status, path).toBe(401)
    }
  })

  it("Apple's token endpoint refuses a client secret that is not the Apple key's JWT", async () => {
    const res = await fetch(`${idp.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'abc',
        client_id: clientIdOf('apple'),
        client_secret: 'apple-dev-secret',
        redirect_uri: 'http://localhost:4001/social/callback',
        code_verifier: 'v'.repeat(43),
      }).toString(),
    })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { error: string }).error).toBe('invalid_client')
  })
})
