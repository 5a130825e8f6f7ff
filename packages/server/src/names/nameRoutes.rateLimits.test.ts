import { startTestChains } from '@gangway/devnet/testChains'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type NamesHarness, ProfileErrorCode, startNamesHarness } from '../test/namesHarness.ts'

const account = () => privateKeyToAccount(generatePrivateKey())
let chains: Awaited<ReturnType<typeof startTestChains>>
let h: NamesHarness
beforeAll(async () => {
  chains = await startTestChains([31337])
  h = await startNamesHarness(
    { kind: 'pglite', dataDir: undefined },
    { 'eip155:31337': chains.chains[0]?.rpcUrls.default.http[0] as string },
    { namesReadsPerIpPerMinute: 5, namesRegistrationsPerIpPerMinute: 6, namesRegistrationsPerAddressPerHour: 2 },
  )
}, 60_000)
afterAll(async () => {
  await h?.close()
  await chains?.stop()
})

const reason = (body: unknown) => (body as { reasons: { name: string }[] }).reasons[0]?.name

/** The names API's own limits (README "Account names"), counted per caller address and per registering address. */
describe('names API rate limits', () => {
  it('look-ups past the per-IP limit → 429 RATE_LIMITED with Retry-After', async () => {
    const paths = ['/v1/profile/account/abcd', '/v1/profile/reverse/0x0000000000000000000000000000000000000001']
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await h.call('GET', paths[i % 2] as string)
      statuses.push(res.status)
      if (res.status === 429) {
        expect(reason(res.body)).toBe(ProfileErrorCode.RATE_LIMITED)
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses).toEqual([404, 200, 404, 200, 404, 429])
    expect((await h.call('GET', '/v1/profile/suggestions/abcd')).status).toBe(429)
  })

  it('signed registrations past the per-address limit → 429, nothing written; a refused one spends no address quota', async () => {
    const owner = account()
    // a forged registration for `owner` does not count against it
    const stranger = account()
    const forged = await h.registration(owner, 'forged-one', { sign: (message) => stranger.signMessage({ message }) })
    expect((await h.post(forged)).status).toBe(400)
    expect((await h.register(owner, 'limit-one')).status).toBe(200)
    expect((await h.register(owner, 'limit-two')).status).toBe(200)
    const third = await h.register(owner, 'limit-three')
    expect(third.status).toBe(429)
    expect(reason(third.body)).toBe(ProfileErrorCode.RATE_LIMITED)
    expect(await h.count('names')).toBe(2)
  })

  it('registrations posted past the per-IP limit → 429 before anything is checked', async () => {
    // 4 posted by the test before; 2 more fit, then 429
    expect((await h.register(account(), 'ip-one')).status).toBe(200)
    expect((await h.post({})).status).toBe(400)
    const res = await h.register(account(), 'ip-two')
    expect(res.status).toBe(429)
    expect(reason(res.body)).toBe(ProfileErrorCode.RATE_LIMITED)
  })
})
