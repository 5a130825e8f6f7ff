import { describe, expect, it } from 'vitest'
import { sponsorshipRefusal } from './sponsorshipRefusal.ts'

const a = '0x1111111111111111111111111111111111111111'
const b = '0x2222222222222222222222222222222222222222'
const policy = { enabled: true, dailyBudgetWei: '1000', projectDailyBudgetWei: '10000', allowedContracts: [] }

describe('sponsorshipRefusal', () => {
  it('allows any target with an empty allow list, and names why it refuses otherwise', () => {
    expect(sponsorshipRefusal({ policy, paymasterReady: true, targets: [a, b] })).toBeUndefined()
    expect(sponsorshipRefusal({ policy: undefined, paymasterReady: true, targets: [a] })).toBe(
      'this site does not sponsor gas',
    )
    expect(sponsorshipRefusal({ policy: { ...policy, enabled: false }, paymasterReady: true, targets: [a] })).toBe(
      'this site does not sponsor gas',
    )
    expect(sponsorshipRefusal({ policy, paymasterReady: false, targets: [a] })).toBe('this network has no paymaster')
  })

  it('attack: a batch with one call outside allowedContracts is not sponsored', () => {
    const only = { ...policy, allowedContracts: [a.toUpperCase().replace('0X', '0x')] }
    expect(sponsorshipRefusal({ policy: only, paymasterReady: true, targets: [a] })).toBeUndefined()
    expect(sponsorshipRefusal({ policy: only, paymasterReady: true, targets: [a, b] })).toBe(
      `${b} is not a contract this site sponsors`,
    )
  })
})
