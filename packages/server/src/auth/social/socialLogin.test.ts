import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_PROJECT } from '../../projects/ProjectInput.ts'
import { projectStore } from '../../projects/projectStore.ts'
import { newDevice, REDIRECT, type SocialHarness, startSocialHarness } from '../../test/socialHarness.ts'

let h: SocialHarness
let app: ReturnType<SocialHarness['app']>

beforeAll(async () => {
  h = await startSocialHarness()
  app = h.app()
}, 30_000)
afterAll(async () => {
  await h?.close()
})

/** What each provider's path answers for the dev user alice (verified e-mail alice@example.com). */
const expected = {
  google: { userName: 'alice', email: 'alice@example.com' },
  apple: { userName: 'alice@example.com', email: 'alice@example.com' },
  github: { userName: 'alice', email: 'alice@example.com' },
  x: { userName: 'alice', email: null },
  discord: { userName: 'alice', email: 'alice@example.com' },
  // Facebook does not say whether the address is verified: never shown as the account's e-mail
  facebook: { userName: 'Alice Dev', email: null },
} as const

describe('social login through the local provider', () => {
  for (const [provider, want] of Object.entries(expected)) {
    it(`${provider}: code + PKCE + state flow through the login page → the e-mail login's kind of session`, async () => {
      const deviceId = newDevice()
      const uri = await h.start(app, provider, deviceId)
      const authorize = new URL(uri)
      expect(authorize.origin).toBe(h.idp.url)
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT)
      expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{40,}$/)
      const oidc = provider === 'google' || provider === 'apple'
      expect(authorize.searchParams.has('nonce')).toBe(oidc)
      expect(authorize.searchParams.get('response_mode')).toBe(provider === 'apple' ? 'form_post' : null)

      const result = await h.login(uri, 'alice')
      expect(result.startsWith(`${REDIRECT}?`)).toBe(true)
      const res = await h.connect(app, deviceId, result)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body).toMatchObject({ authProvider: provider, userName: want.userName, email: want.email })
      expect(res.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(res.headers.get('set-cookie')).toContain('gangway_refresh_local=')

      // the same session as the e-mail login: the token works from this device, and a refresh keeps who it is
      const me = await h.call(
        app,
        '/auth/v1/me',
        {},
        {
          authorization: `Bearer ${res.body.token}`,
          'x-gangway-device': deviceId,
        },
      )
      expect(me.body).toMatchObject({ address: res.body.address, authProvider: provider })
      const refreshed = await h.call(
        app,
        '/auth/v1/refresh',
        { refreshToken: res.body.refreshToken },
        {
          'x-gangway-device': deviceId,
        },
      )
      expect(refreshed.status).toBe(200)
      expect(refreshed.body).toMatchObject({
        address: res.body.address,
        authProvider: provider,
        userName: want.userName,
        email: want.email,
      })
      // and the wallet signs
      const signed = await h.call(
        app,
        '/auth/v1/rpc',
        { method: 'personal_sign', params: ['0x68656c6c6f', res.body.address], chainId: 31337 },
        { authorization: `Bearer ${refreshed.body.token}`, 'x-gangway-device': deviceId },
      )
      expect(signed.body.result).toMatch(/^0x[0-9a-f]{130}$/)
    })
  }

  it('the same provider account twice → the same wallet; another provider or another user → another wallet', async () => {
    const first = await h.signIn(app, 'github', 'bob')
    const again = await h.signIn(app, 'github', 'bob')
    expect(again.body.address).toBe(first.body.address)
    const otherProvider = await h.signIn(app, 'discord', 'bob')
    expect(otherProvider.body.address).not.toBe(first.body.address)
    const otherUser = await h.signIn(app, 'github', 'carol')
    expect(otherUser.body.address).not.toBe(first.body.address)
    const identities = await h.database.db
      .selectFrom('auth_identities')
      .select(['provider', 'subject', 'username'])
      .where('provider', '=', 'github')
      .where('username', '=', 'bobby')
      .execute()
    expect(identities).toEqual([{ provider: 'github', subject: '1002', username: 'bobby' }])
  })

  it('Apple: the form_post result, turned into the callback query, signs in', async () => {
    const deviceId = newDevice()
    const { loginThroughPages } = await import('@gangway/idp')
    const result = await loginThroughPages(await h.start(app, 'apple', deviceId), 'bob')
    expect(result.kind).toBe('form_post')
    if (result.kind !== 'form_post') return
    expect(result.action).toBe(REDIRECT)
    expect(Object.keys(result.fields).sort()).toEqual(['code', 'iss', 'state'])
    const res = await h.connect(app, deviceId, `${result.action}?${new URLSearchParams(result.fields)}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ authProvider: 'apple', email: 'bob@example.com' })
  })
})

describe('linking a verified e-mail to the e-mail login (off by default)', () => {
  /** An e-mail login user of `projectId` with their wallet, made as `verifyLogin` makes them. */
  const emailUser = async (projectId: string, email: string) => {
    const id = crypto.randomUUID()
    await h.database.db.insertInto('auth_users').values({ id, project_id: projectId, email }).execute()
    return (await h.auth.walletOf(id)).address
  }
  const project = async (id: string) => projectStore(h.database.db).create({ ...LOCAL_PROJECT, id, name: id })

  it('off: the provider verified alice@example.com, but the e-mail wallet stays separate', async () => {
    await project('linkoff')
    const emailWallet = await emailUser('linkoff', 'alice@example.com')
    const res = await h.signIn(app, 'google', 'alice', newDevice(), 'linkoff')
    expect(res.status).toBe(200)
    expect(res.body.address).not.toBe(emailWallet)
  })

  it('on: a verified e-mail signs in to that e-mail wallet; unverified ones and Facebook do not', async () => {
    await project('linkon')
    const linked = h.app({
      google: { linkVerifiedEmail: true },
      github: { linkVerifiedEmail: true },
      facebook: { linkVerifiedEmail: true },
    })
    const aliceWallet = await emailUser('linkon', 'alice@example.com')
    const carolWallet = await emailUser('linkon', 'carol@example.com')
    const google = await h.signIn(linked, 'google', 'alice', newDevice(), 'linkon')
    expect(google.body.address).toBe(aliceWallet)
    expect(google.body.email).toBe('alice@example.com')
    // GitHub's verified primary address links too
    const github = await h.signIn(linked, 'github', 'alice', newDevice(), 'linkon')
    expect(github.body.address).toBe(aliceWallet)
    // carol's address is not verified at the provider
    const carol = await h.signIn(linked, 'google', 'carol', newDevice(), 'linkon')
    expect(carol.body.address).not.toBe(carolWallet)
    // Facebook's e-mail never counts as verified
    const facebook = await h.signIn(linked, 'facebook', 'alice', newDevice(), 'linkon')
    expect(facebook.body.address).not.toBe(aliceWallet)
    // bob has no e-mail login yet: his user is made with the address, so a later e-mail login finds it
    const bob = await h.signIn(linked, 'google', 'bob', newDevice(), 'linkon')
    const bobUser = await h.database.db
      .selectFrom('auth_users')
      .innerJoin('auth_wallets', 'auth_wallets.user_id', 'auth_users.id')
      .select('auth_wallets.address')
      .where('project_id', '=', 'linkon')
      .where('email', '=', 'bob@example.com')
      .executeTakeFirstOrThrow()
    expect(bobUser.address).toBe(bob.body.address)
  })
})
