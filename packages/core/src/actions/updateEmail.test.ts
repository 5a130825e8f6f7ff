import { describe, expect, it, vi } from 'vitest'
import { kitWithFakeFrame } from '../test/kitWithFakeFrame.ts'
import { checkEmailRateLimit, connectEmail } from './emailLogin.ts'
import { openModal } from './openModal.ts'
import { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from './updateEmail.ts'

const views = (kit: Awaited<ReturnType<typeof kitWithFakeFrame>>['kit']) =>
  kit.stores.router.get().history.map((h) => [h.view, h.data])

describe('e-mail login and update through the frame', () => {
  it('routes CONNECT_EMAIL answers: VERIFY_OTP → EmailVerifyOtp, VERIFY_DEVICE → EmailVerifyDevice', async () => {
    const { kit, answer } = await kitWithFakeFrame()
    openModal(kit, { view: 'Connect' })
    await expect(connectEmail(kit, 'nope')).rejects.toThrow('Invalid email')
    const first = connectEmail(kit, ' Ann@Example.test ')
    await vi.waitFor(() => answer('@w3m-frame/CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_DEVICE' }))
    await first
    expect(views(kit).at(-1)).toEqual(['EmailVerifyDevice', { email: 'ann@example.test' }])
    // 30 s later (SPEC §5: the client waits that long between two codes)
    kit.storage.setLastEmailLoginTime(Date.now() - 30_000)
    const second = connectEmail(kit, 'ann@example.test')
    await vi.waitFor(() => answer('@w3m-frame/CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_OTP' }))
    await second
    expect(views(kit).at(-1)).toEqual(['EmailVerifyOtp', { email: 'ann@example.test' }])
  })

  it('SPEC §5 rate limit: a second code within 30 s is refused unsent; the time survives a reload; a login clears it', async () => {
    const { kit, answer, frameWindow } = await kitWithFakeFrame()
    openModal(kit, { view: 'Connect' })
    const sentAt = Date.now()
    const first = connectEmail(kit, 'ann@example.test')
    await vi.waitFor(() => answer('@w3m-frame/CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_OTP' }))
    await first
    expect(kit.storage.getLastEmailLoginTime()).toBeGreaterThanOrEqual(sentAt)
    const posted = frameWindow.postMessage.mock.calls.length
    await expect(connectEmail(kit, 'ann@example.test')).rejects.toMatchObject({
      code: 'EMAIL_RATE_LIMITED',
      message: expect.stringMatching(/^Please try again after (29|30) seconds$/),
    })
    expect(frameWindow.postMessage.mock.calls.length).toBe(posted)
    const last = kit.storage.getLastEmailLoginTime() as number
    expect(() => checkEmailRateLimit(kit, last + 29_000)).toThrow('Please try again after 1 seconds')
    expect(() => checkEmailRateLimit(kit, last + 30_000)).not.toThrow()
    // a successful login clears it (SPEC §4)
    kit.storage.saveEmailLogin('ann@example.test')
    expect(kit.storage.getLastEmailLoginTime()).toBeUndefined()
  })

  it('UPDATE_EMAIL: primary code, then secondary code, then the new e-mail on the account', async () => {
    const setEmail = vi.fn()
    const { kit, answer, frameWindow } = await kitWithFakeFrame({ setEmail })
    openModal(kit, { view: 'Account' })
    const start = updateEmail(kit, 'new@example.test')
    await vi.waitFor(() => answer('@w3m-frame/UPDATE_EMAIL_SUCCESS', { action: 'VERIFY_PRIMARY_OTP' }))
    await start
    expect(views(kit).at(-1)).toEqual(['UpdateEmailPrimaryOtp', { email: 'new@example.test' }])
    const primary = updateEmailPrimaryOtp(kit, '123456', 'new@example.test')
    await vi.waitFor(() => answer('@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS', undefined))
    await primary
    expect(views(kit).at(-1)).toEqual(['UpdateEmailSecondaryOtp', { email: 'new@example.test' }])
    const secondary = updateEmailSecondaryOtp(kit, '654321')
    await vi.waitFor(() => answer('@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS', { newEmail: 'new@example.test' }))
    await expect(secondary).resolves.toBe('new@example.test')
    expect(setEmail).toHaveBeenCalledWith('new@example.test')
    expect(views(kit)).toEqual([['Account', undefined]])
    const sent = frameWindow.postMessage.mock.calls.map((call) => (call[0] as { type: string }).type)
    expect(sent).toEqual([
      '@w3m-app/UPDATE_EMAIL',
      '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP',
      '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP',
    ])
  })
})
