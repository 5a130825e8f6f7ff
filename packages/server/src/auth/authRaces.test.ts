import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthHarness, startAuthHarness } from '../test/authHarness.ts'
import { databaseTargets } from '../test/databaseTargets.ts'

/**
 * Issue 13 item 2: the lockout and the refresh rotation raced on PostgreSQL (500 parallel wrong codes →
 * 269 checked; 99 wrong + the right one in parallel logged in; 50 parallel refreshes → 9 live sessions;
 * reuse of a rotated token went unnoticed). Each attack again, in parallel over loopback HTTP, on PGlite and
 * on a PostgreSQL server (10 pooled connections: real concurrency).
 */
describe.each(databaseTargets())('auth under parallel attack on $name', ({ target }) => {
  let h: AuthHarness
  beforeAll(async () => {
    h = await startAuthHarness(await target())
  }, 60_000)
  afterAll(() => h?.close())

  const wrongCodes = (right: string, n: number) =>
    Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'))
  const liveSessions = async (email: string) =>
    Number(
      (
        await h.db
          .selectFrom('auth_sessions as s')
          .innerJoin('auth_users as u', 'u.id', 's.user_id')
          .where('u.email', '=', email)
          .where('s.revoked_at', 'is', null)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('500 parallel wrong codes: exactly 5 are checked, then the address is locked', async () => {
    const { base, code } = await h.approvedDevice('guess500@example.test')
    const answers = await Promise.all(wrongCodes(code, 500).map((otp) => h.call('/auth/v1/otp', { ...base, otp })))
    const codes = answers.map((a) => a.body.code)
    // 4 wrong codes are told so, the 5th locks, every other one is refused without being compared
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(4)
    expect(codes.filter((c) => c === 'LOCKED')).toHaveLength(496)
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true)
    expect((await h.call('/auth/v1/otp', { ...base, otp: code })).body.code).toBe('LOCKED')
  }, 60_000)

  it('99 wrong codes and the right one in parallel do not log in', async () => {
    const { base, code } = await h.approvedDevice('guess100@example.test')
    const answers = await Promise.all(
      [...wrongCodes(code, 99), code].map((otp) => h.call('/auth/v1/otp', { ...base, otp })),
    )
    expect(answers.filter((a) => a.status === 200)).toEqual([])
    expect(answers.map((a) => a.body.code).filter((c) => c === 'INVALID_CODE')).toHaveLength(4)
    expect(await liveSessions('guess100@example.test')).toBe(0)
    // the lock ends after 15 minutes; then a new code logs in
    h.clock.now += 15 * 60_000 + 1000
    const seen = h.mailsTo(base.email).length
    expect((await h.call('/auth/v1/email', base)).body).toEqual({ action: 'VERIFY_OTP' })
    const next = h.codeIn(await h.mailTo(base.email, seen))
    expect((await h.call('/auth/v1/otp', { ...base, otp: next })).status).toBe(200)
    // a code is used up by its login
    expect((await h.call('/auth/v1/otp', { ...base, otp: next })).body.code).toBe('INVALID_CODE')
  }, 60_000)

  it('50 parallel refreshes of one token leave exactly one live session', async () => {
    const { session, device } = await h.login('refresh50@example.test')
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.call('/auth/v1/refresh', { refreshToken: session.refreshToken }, { 'x-gangway-device': device }),
      ),
    )
    const won = answers.filter((a) => a.status === 200)
    expect(won).toHaveLength(1)
    // the others raced the winner: told so (409 REFRESH_RACED), nothing revoked
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49)
    expect(await liveSessions('refresh50@example.test')).toBe(1)
    const next = won[0]?.body as { token: string }
    expect((await h.call('/auth/v1/me', {}, h.authed(next.token, device))).status).toBe(200)
  }, 60_000)

  it('a rotated refresh token used again revokes its whole family', async () => {
    const { session, device } = await h.login('reuse@example.test')
    const refresh = (token: string) =>
      h.call('/auth/v1/refresh', { refreshToken: token }, { 'x-gangway-device': device })
    const second = (await refresh(session.refreshToken)).body as { token: string; refreshToken: string }
    const third = (await refresh(second.refreshToken)).body as { token: string; refreshToken: string }
    // within the grace (a client's own retry, a second tab) the old token is refused and nothing else happens
    expect((await refresh(session.refreshToken)).status).toBe(409)
    expect((await h.call('/auth/v1/me', {}, h.authed(third.token, device))).status).toBe(200)
    // later, a rotated token is someone else's copy: the family is revoked, the thief's and the owner's
    h.clock.now += 60_000
    expect((await refresh(session.refreshToken)).status).toBe(401)
    expect((await h.call('/auth/v1/me', {}, h.authed(third.token, device))).body).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session Expired',
    })
    expect((await refresh(third.refreshToken)).status).toBe(401)
    expect(await liveSessions('reuse@example.test')).toBe(0)
  }, 60_000)
})
