import { randomBytes } from 'node:crypto'
import { DEV_USERS, type DevUser, type Idp, type IdpProvider, loginThroughPages, startIdp } from '@gangway/idp'
import { createAuthService } from '../auth/createAuthService.ts'
import { createMailer } from '../auth/createMailer.ts'
import { createEnvelope } from '../auth/envelope.ts'
import { createSocialService } from '../auth/social/createSocialService.ts'
import { loadSocialConfig } from '../auth/social/loadSocialConfig.ts'
import { createApp } from '../createApp.ts'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { testConfig } from './testConfig.ts'

export const FRAME = 'http://localhost:4001'
export const REDIRECT = `${FRAME}/social/callback`

export type SocialHarness = Awaited<ReturnType<typeof startSocialHarness>>
export type Answer = { status: number; body: Record<string, unknown> & { code?: string; message?: string } }

/**
 * Social login against the local provider (`@gangway/idp`, on a free loopback port) and a throwaway
 * embedded database: `app(overrides)` builds the HTTP app with the providers pointed at the local
 * provider (overrides per provider replace fields, e.g. a token endpoint), `signIn` plays the whole flow
 * through the provider's pages, `counts` says how many users, identities and sessions exist. `users` are
 * added to the provider's dev users.
 */
export async function startSocialHarness(options: { users?: readonly DevUser[] } = {}) {
  const [idp, database] = await Promise.all([
    startIdp({ port: 0, redirectUris: [REDIRECT], users: [...DEV_USERS, ...(options.users ?? [])] }),
    openDatabase({ kind: 'pglite', dataDir: undefined }),
  ])
  await projectStore(database.db).create(LOCAL_PROJECT)
  const envelope = createEnvelope(randomBytes(32))
  /** The server's clock runs `offset` ms ahead of the real one (tests move it). */
  const clock = { offset: 0 }
  const now = () => Date.now() + clock.offset
  const auth = createAuthService({
    db: database.db,
    // never used: social login sends no mail
    mailer: createMailer('smtp://127.0.0.1:9', 'Gangway <login@localhost>'),
    envelope,
    publicUrl: 'http://localhost:4000',
    now,
  })

  const app = (
    overrides: Partial<Record<IdpProvider, Record<string, unknown>>> = {},
    options: { socialPerIpPerHour?: number; only?: IdpProvider[] } = {},
  ) => {
    const providers = Object.fromEntries(
      Object.entries(idp.socialProviders)
        .filter(([id]) => !options.only || options.only.includes(id as IdpProvider))
        .map(([id, value]) => [id, { ...value, ...overrides[id as IdpProvider] }]),
    )
    const config = loadSocialConfig({ SOCIAL_PROVIDERS: JSON.stringify(providers) }, [FRAME])
    const social = createSocialService({ db: database.db, auth, config, now })
    return createApp({
      db: database.db,
      config: testConfig({
        authSocialPerIpPerHour: options.socialPerIpPerHour ?? 10_000,
        // personal_sign is answered by the embedded wallet itself; the chain only has to be one it serves
        rpcUpstreams: { 'eip155:31337': 'http://127.0.0.1:9' },
      }),
      auth: { service: auth, frameOrigins: [FRAME], social },
    })
  }
  type App = ReturnType<typeof app>

  const call = async (target: App, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await target.request(path, {
      method: 'POST',
      headers: { origin: FRAME, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers }
  }
  const start = async (target: App, provider: string, deviceId: string, projectId = 'local') => {
    const res = await call(target, '/auth/v1/social/redirect', { projectId, deviceId, provider })
    if (res.status !== 200) throw new Error(`start ${provider}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.uri as string
  }
  /** The URL the popup ends on (a form_post result turned into the query, as the frame host does). */
  const login = async (authorizationUri: string, user: string, cancel = false) => {
    const result = await loginThroughPages(authorizationUri, user, { cancel })
    return result.kind === 'redirect' ? result.uri : `${result.action}?${new URLSearchParams(result.fields).toString()}`
  }
  const connect = (target: App, deviceId: string, uri: string, projectId = 'local') =>
    call(target, '/auth/v1/social/connect', { projectId, deviceId, uri })
  const signIn = async (target: App, provider: string, user: string, deviceId = newDevice(), projectId = 'local') =>
    connect(target, deviceId, await login(await start(target, provider, deviceId, projectId), user), projectId)

  const counts = async () => {
    const count = async (table: 'auth_users' | 'auth_identities' | 'auth_sessions') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    return {
      users: await count('auth_users'),
      identities: await count('auth_identities'),
      sessions: await count('auth_sessions'),
    }
  }

  return {
    idp: idp as Idp,
    database: database as OpenDatabase,
    auth,
    clock,
    app,
    call,
    start,
    login,
    connect,
    signIn,
    counts,
    close: async () => {
      await idp.close()
      await database.close()
    },
  }
}

export const newDevice = () => randomBytes(16).toString('base64url')
