import { describe, expect, it } from 'vitest'
import { createKitStorage, type StorageBackend } from './createKitStorage.ts'

const backend = (): StorageBackend & { data: Map<string, string> } => {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

describe('createKitStorage', () => {
  it('round-trips every value under one prefix', () => {
    const b = backend()
    const s = createKitStorage(b)
    s.setWallet({ id: 'dev.gangway.wallet', name: 'Gangway Dev Wallet' })
    s.setActiveNetworkId('eip155:31338')
    s.setConnection('eip155', 'dev.gangway.wallet')
    s.setLastChain('eip155')
    const again = createKitStorage(b)
    expect(again.getWallet()).toEqual({ id: 'dev.gangway.wallet', name: 'Gangway Dev Wallet' })
    expect(again.getActiveNetworkId()).toBe('eip155:31338')
    expect(again.getConnections()).toEqual({ eip155: 'dev.gangway.wallet' })
    expect(again.getLastChain()).toBe('eip155')
    expect([...b.data.keys()].every((k) => k.startsWith('@gangway/'))).toBe(true)
    again.setConnection('eip155', undefined)
    expect(again.getConnections()).toEqual({})
    again.clear()
    expect(b.data.size).toBe(0)
  })

  it('keeps at most 2 recent wallets, newest first, without duplicates', () => {
    const s = createKitStorage(backend())
    s.addRecentWallet({ id: 'a', name: 'A' })
    s.addRecentWallet({ id: 'b', name: 'B' })
    s.addRecentWallet({ id: 'a', name: 'A' })
    s.addRecentWallet({ id: 'c', name: 'C', rdns: 'c.example' })
    expect(s.getRecentWallets()).toEqual([
      { id: 'c', name: 'C', rdns: 'c.example' },
      { id: 'a', name: 'A' },
    ])
  })

  it('keeps auth tokens by name under the prefix (SPEC §3), survives a reload, forgets one or all', () => {
    const b = backend()
    const s = createKitStorage(b)
    expect(s.getAuthToken('gangway-siwx')).toBeUndefined()
    s.setAuthToken('gangway-siwx', 'token-1')
    s.setAuthToken('other', 'token-2')
    expect([...b.data.keys()]).toEqual(['@gangway/auth_tokens'])
    const again = createKitStorage(b)
    expect(again.getAuthToken('gangway-siwx')).toBe('token-1')
    expect(again.getAuthToken('other')).toBe('token-2')
    again.setAuthToken('gangway-siwx', undefined)
    expect(again.getAuthToken('gangway-siwx')).toBeUndefined()
    expect(again.getAuthToken('other')).toBe('token-2')
    again.setAuthToken('other', undefined)
    expect(b.data.size).toBe(0)
    s.setAuthToken('x', 'y')
    s.clear()
    expect(s.getAuthToken('x')).toBeUndefined()
  })

  it('ignores unreadable values and works without a backend', () => {
    const b = backend()
    b.setItem('@gangway/connections', '{not json')
    expect(createKitStorage(b).getConnections()).toEqual({})
    const memory = createKitStorage(undefined)
    memory.setLastChain('solana')
    expect(memory.getLastChain()).toBe('solana')
  })
})
