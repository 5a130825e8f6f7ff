import { describe, expect, it } from 'vitest'
import { loadSmartAccounts } from './loadSmartAccounts.ts'

const entry = {
  bundlerUrl: 'http://127.0.0.1:4337',
  entryPoint: '0x0000000071727de22e5e9d8baf0edac6f37da032',
  factory: '0x1111111111111111111111111111111111111111',
}

describe('loadSmartAccounts', () => {
  it('defaults to no chains and no sponsorship', () => {
    expect(loadSmartAccounts({})).toEqual({ chains: {}, paymasterSignerKey: undefined })
  })

  it('reads chains (checksummed addresses) and the paymaster key', () => {
    const key = `0x${'11'.repeat(32)}`
    const config = loadSmartAccounts({
      SMART_ACCOUNTS: JSON.stringify({
        'eip155:31337': { ...entry, paymaster: '0x2222222222222222222222222222222222222222' },
      }),
      PAYMASTER_SIGNER_KEY: key,
    })
    expect(config.chains['eip155:31337']?.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(config.chains['eip155:31337']?.paymaster).toBe('0x2222222222222222222222222222222222222222')
    expect(config.paymasterSignerKey).toBe(key)
  })

  it('names the variable of a bad value and never echoes the key', () => {
    expect(() => loadSmartAccounts({ SMART_ACCOUNTS: '{' })).toThrow('SMART_ACCOUNTS must be JSON')
    expect(() => loadSmartAccounts({ SMART_ACCOUNTS: JSON.stringify({ '31337': entry }) })).toThrow(/SMART_ACCOUNTS/)
    expect(() =>
      loadSmartAccounts({ SMART_ACCOUNTS: JSON.stringify({ 'eip155:1': { ...entry, factory: '0x12' } }) }),
    ).toThrow(/SMART_ACCOUNTS: eip155:1.factory/)
    let message = ''
    try {
      loadSmartAccounts({ PAYMASTER_SIGNER_KEY: 'secret-ish-value' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toBe('PAYMASTER_SIGNER_KEY must be a 32-byte hex private key')
  })
})
