import { describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { fetchBalance } from '../actions/fetchBalance.ts'
import { fetchIdentity } from '../actions/fetchIdentity.ts'
import { getAccount } from '../actions/getAccount.ts'
import { createKit, destroyKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { createKitCache } from './createKitCache.ts'
import { createKitStorage } from './createKitStorage.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('caches across reloads (SPEC §3, §9; issue 37 item 8)', () => {
  it('balances, token lists, names and identities are kept in local storage with their timestamp', () => {
    const backend = memoryStorage()
    let now = 1_000_000
    const cache = createKitCache(createKitStorage(backend), () => now)
    cache.set(`balance:eip155:1:${ADDRESS}`, { at: now, value: { balance: '1.5', symbol: 'ETH' } })
    cache.set(`tokens:eip155:1:${ADDRESS}`, { at: now, value: [] })
    cache.set(`names:${ADDRESS}`, { at: now, value: [{ name: 'ann.gangway.id' }] })
    cache.set(`identity:${ADDRESS}`, { at: now, value: { name: 'ann.gangway.id', avatar: null } })
    cache.set('allowedOrigins', { at: now, value: ['localhost'] })
    expect(JSON.parse(backend.getItem('@gangway/balance_cache') as string)).toEqual({
      [`balance:eip155:1:${ADDRESS}`]: { at: now, value: { balance: '1.5', symbol: 'ETH' } },
    })
    expect(backend.getItem('@gangway/portfolio_cache')).not.toBeNull()
    expect(backend.getItem('@gangway/names_cache')).not.toBeNull()
    expect(backend.getItem('@gangway/identity_cache')).not.toBeNull()

    // a reload 29 s later: all four are back (the in-memory-only entry is not)
    now += 29_000
    const reloaded = createKitCache(createKitStorage(backend), () => now)
    expect([...reloaded.keys()].sort()).toEqual(
      [`balance:eip155:1:${ADDRESS}`, `identity:${ADDRESS}`, `names:${ADDRESS}`, `tokens:eip155:1:${ADDRESS}`].sort(),
    )
    // 31 s: the balances (30 s) are gone from memory and from storage; names and identities (5 min) stay
    now += 2_000
    const later = createKitCache(createKitStorage(backend), () => now)
    expect([...later.keys()].sort()).toEqual([`identity:${ADDRESS}`, `names:${ADDRESS}`])
    expect(backend.getItem('@gangway/balance_cache')).toBeNull()
    // 5 minutes: nothing is left
    now += 5 * 60_000
    expect([...createKitCache(createKitStorage(backend), () => now).keys()]).toEqual([])
  })

  it('a page reloaded within 30 s shows the balance and the name without asking again', async () => {
    const backend = memoryStorage()
    const asked: string[] = []
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(new URL(input).pathname)
      return new Response(JSON.stringify({ name: 'ann.gangway.id', avatar: null }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    const start = async () => {
      const test = createTestAdapter()
      test.state.accounts = [ADDRESS]
      test.state.chainId = 31337
      const getBalance = vi.spyOn(test.adapter, 'getBalance')
      const kit = createKit({
        projectId: 'local',
        networks: [gangwayDevnetA],
        adapters: [test.adapter],
        storage: backend,
        apiUrl: 'http://api.test',
      })
      await kit.ready
      await connect(kit, { connectorId: 'dev.gangway.wallet' })
      await fetchBalance(kit)
      await fetchIdentity(kit)
      return { kit, getBalance }
    }
    const first = await start()
    expect(first.getBalance).toHaveBeenCalled()
    expect(asked).toEqual([`/v1/identity/${ADDRESS}`])
    destroyKit(first.kit)
    const second = await start()
    expect(second.getBalance).not.toHaveBeenCalled()
    expect(asked).toEqual([`/v1/identity/${ADDRESS}`])
    expect(getAccount(second.kit)).toMatchObject({ balance: '10000', profileName: 'ann.gangway.id' })
    destroyKit(second.kit)
    vi.unstubAllGlobals()
  })

  it('last_email_login_time is kept across reloads (SPEC §3, §5)', () => {
    const backend = memoryStorage()
    createKitStorage(backend).setLastEmailLoginTime(1234)
    expect(backend.getItem('@gangway/last_email_login_time')).toBe('1234')
    expect(createKitStorage(backend).getLastEmailLoginTime()).toBe(1234)
    createKitStorage(backend).saveEmailLogin('a@b.test')
    expect(createKitStorage(backend).getLastEmailLoginTime()).toBeUndefined()
  })
})
