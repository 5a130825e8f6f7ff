import { describe, expect, it } from 'vitest'
import { isPairingExpired, pairingRefreshIn } from './pairingExpiry.ts'

describe('pairing expiry (SPEC §9)', () => {
  it('expires 4 minutes after creation, counting the last 10 s as expired', () => {
    expect(isPairingExpired(0, 229_999)).toBe(false)
    expect(isPairingExpired(0, 230_000)).toBe(true)
    expect(pairingRefreshIn(0, 0)).toBe(230_000)
    expect(pairingRefreshIn(0, 229_000)).toBe(1_000)
    expect(pairingRefreshIn(0, 300_000)).toBe(0)
  })
})
