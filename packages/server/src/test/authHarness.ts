import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { AuthServiceDeps } from '../auth/createAuthService.ts'
import { createAuthService } from '../auth/createAuthService.ts'
import { createMailer } from '../auth/createMailer.ts'
import { createEnvelope } from '../auth/envelope.ts'
import { type MailCatcher, startMailCatcher } from '../auth/startMailCatcher.ts'
import { type AppDeps, createApp } from '../createApp.ts'
import { type DatabaseTarget, type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { serveApp } from './serveApp.ts'
import { testConfig } from './testConfig.ts'

export const FRAME = 'http://localhost:4001'

export type AuthHarness = Awaited<ReturnType<typeof startAuthHarness>>

/**
 * A real server for e-mail login tests: a fresh database, the SMTP catcher, the auth service with a clock
 * the test moves (`harness.clock`), the whole app served over loopback HTTP. `call` posts JSON as the frame.
 */
export async function startAuthHarness(
  target: DatabaseTarget,
  options: {
    config?: Parameters<typeof testConfig>[0]
    service?: Partial<AuthServiceDeps>
    smtpUrl?: string
    /** Smart accounts' polling interval and budget clock (createApp's `smart`). */
    smart?: AppDeps['smart']
  } = {},
) {
  const [database, catcher]: [OpenDatabase, MailCatcher] = await Promise.all([openDatabase(target), startMailCatcher()])
  await projectStore(database.db).create(LOCAL_PROJECT)
  const clock = { now: Date.now() }
  const envelope = createEnvelope(randomBytes(32))
  const mailer = createMailer(options.smtpUrl ?? catcher.url, 'Gangway <login@localhost>', 1000)
  const service = createAuthService({
    db: database.db,
    mailer,
    envelope,
    publicUrl: 'http://localhost:4000',
    now: () => clock.now,
    ...options.service,
  })
  const deps: AppDeps = {
    db: database.db,
    config: testConfig(options.config),
    auth: { service, frameOrigins: [FRAME], catcher, now: () => clock.now },
    ...(options.smart ? { smart: options.smart } : {}),
  }
  const server = await serveApp(createApp(deps))

  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { origin: FRAME, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await res.text()
    let json: Record<string, unknown> & { code?: string; message?: string }
    try {
      json = JSON.parse(text)
    } catch {
      json = { text }
    }
    return { status: res.status, body: json, headers: res.headers }
  }
  const mailsTo = (to: string) => catcher.messages().filter((m) => m.to.includes(to))
  /** The newest mail to `to`, waiting for it to arrive over SMTP (after `after` mails to that address). */
  const mailTo = async (to: string, after: number) => {
    for (let i = 0; i < 200; i++) {
      const mails = mailsTo(to)
      if (mails.length > after) return mails[0] as (typeof mails)[number]
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`no mail to ${to}`)
  }
  const codeIn = (mail: { subject: string }) => /(\d{6})/.exec(mail.subject)?.[1] as string
  const deviceId = () => randomBytes(16).toString('base64url')
  /** Confirms a mailed device link the way a person does: open the page, press its button (a POST). */
  const approveByLink = async (link: string) => {
    const url = link.replace('http://localhost:4000', server.url)
    const page = await (await fetch(url)).text()
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const res = await fetch(`${server.url}/auth/v1/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
    return { status: res.status, text: await res.text() }
  }
  /** A device of `email` approved through its mailed link, with the login code mailed to it. */
  const approvedDevice = async (email: string) => {
    const device = deviceId()
    const base = { projectId: 'local', email, deviceId: device }
    const seen = mailsTo(email).length
    expect((await call('/auth/v1/email', base)).body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = /(http:\/\/\S+)/.exec((await mailTo(email, seen)).text)?.[1] as string
    expect((await approveByLink(link)).status).toBe(200)
    expect((await call('/auth/v1/device', base)).body).toEqual({ approved: true })
    const code = codeIn(await mailTo(email, seen + 1))
    return { device, base, code }
  }
  /** Logs `email` in on a new device; answers the session. */
  const login = async (email: string) => {
    const { device, base, code } = await approvedDevice(email)
    const session = await call('/auth/v1/otp', { ...base, otp: code })
    expect(session.status).toBe(200)
    return {
      device,
      base,
      session: session.body as { token: string; refreshToken: string; address: string; email: string },
    }
  }
  const authed = (token: string, device: string) => ({
    authorization: `Bearer ${token}`,
    'x-gangway-device': device,
  })

  return {
    url: server.url,
    db: database.db,
    catcher,
    envelope,
    service,
    clock,
    call,
    mailsTo,
    mailTo,
    codeIn,
    deviceId,
    approveByLink,
    approvedDevice,
    login,
    authed,
    async close() {
      await server.close()
      mailer.close()
      await catcher.close()
      await database.close()
    },
  }
}
