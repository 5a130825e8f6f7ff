import { startTestChains } from '@gangway/devnet/testChains'
import { coinTypeFromChainId } from '@gangway/protocol'
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
    // 31338: served, but its upstream does not answer
    { 'eip155:31337': chains.chains[0]?.rpcUrls.default.http[0] as string, 'eip155:31338': 'http://127.0.0.1:9' },
    { namesReadsPerIpPerMinute: 5, namesRegistrationsPerIpPerMinute: 8, namesRegistrationsPerAddressPerHour: 2 },
  )
}, 60_000)
afterAll(async () => {
  await h?.close()
  await chains?.stop()
})

const reason = (body: unknown) => (body as { reasons: { name: string }[] }).reasons[0]?.name

describe('names API with the signing chain down', () => {
  it('a signature that needs the chain (not an EOA’s of the address) → 502 CHAIN_UNAVAILABLE, nothing written; an EOA’s needs no chain', async () => {
    const before = await h.count('names')
    const owner = account()
    const stranger = account()
    // a contract wallet's signature (here: any signature not recovering to the address) is asked of the chain
    const res = await h.register(owner, 'chain-down', {
      coinType: coinTypeFromChainId(31338),
      sign: (message) => stranger.signMessage({ message }),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(502)
    expect(reason(res.body)).toBe(ProfileErrorCode.CHAIN_UNAVAILABLE)
    expect(await h.count('names')).toBe(before)
    expect(await h.count('name_signatures')).toBe(before)
    // viem recovers an EOA's signature locally
    expect((await h.register(owner, 'chain-down-eoa', { coinType: coinTypeFromChainId(31338) })).status).toBe(200)
  })
})

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
    const before = await h.count('names')
    // a forged registration for `owner` does not count against it
    const stranger = account()
    const forged = await h.registration(owner, 'forged-one', { sign: (message) => stranger.signMessage({ message }) })
    expect((await h.post(forged)).status).toBe(400)
    expect((await h.register(owner, 'limit-one')).status).toBe(200)
    expect((await h.register(owner, 'limit-two')).status).toBe(200)
    const third = await h.register(owner, 'limit-three')
    expect(third.status).toBe(429)
    expect(reason(third.body)).toBe(ProfileErrorCode.RATE_LIMITED)
    expect(await h.count('names')).toBe(before + 2)
  })

  it('registrations posted past the per-IP limit → 429 before anything is checked', async () => {
    // 6 posted by the tests before; 2 more fit, then 429
    expect((await h.register(account(), 'ip-one')).status).toBe(200)
    expect((await h.post({})).status).toBe(400)
    const res = await h.register(account(), 'ip-two')
    expect(res.status).toBe(429)
    expect(reason(res.body)).toBe(ProfileErrorCode.RATE_LIMITED)
  })
})
