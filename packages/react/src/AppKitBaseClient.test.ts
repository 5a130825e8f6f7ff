import { createKit, gangwayDevnetA } from '@gangway/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppKit } from './AppKit.ts'

afterEach(() => vi.unstubAllGlobals())

describe('AppKit instance: names', () => {
  it('getReownName answers the server’s names of an address (cached), or SPEC §8’s text', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const asked: string[] = []
    let down = false
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input)
      asked.push(url.pathname)
      if (down) throw new TypeError('fetch failed')
      const names = [
        { name: 'alice.gangway.id', registered_at: '2026-11-23T10:00:00.000Z', addresses: {}, attributes: [] },
      ]
      return new Response(JSON.stringify(names), { headers: { 'content-type': 'application/json' } })
    })
    const appKit = new AppKit(
      createKit({ projectId: 'local', apiUrl: 'http://api.test', networks: [gangwayDevnetA], adapters: [] }),
    )
    expect((await appKit.getReownName(address)).map((n) => n.name)).toEqual(['alice.gangway.id'])
    await appKit.getReownName(address)
    expect(asked.filter((p) => p.startsWith('/v1/profile/reverse/'))).toEqual([`/v1/profile/reverse/${address}`])
    down = true
    await expect(appKit.getReownName('0x0000000000000000000000000000000000000001')).rejects.toThrow(
      'Error fetching names for address',
    )
  })
})

describe('AppKit instance: account state (SPEC §3, issue 37 item 7)', () => {
  it('getAccount, subscribeAccount and useAppKitAccount’s shape carry `user` and `tokenBalance`', () => {
    const appKit = new AppKit(
      createKit({ projectId: 'local', apiUrl: 'http://api.test', networks: [gangwayDevnetA], adapters: [] }),
    )
    const seen: unknown[] = []
    const stop = appKit.subscribeAccount((account) => seen.push(account))
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const user = { email: 'a@b.test', preferredAccountType: 'eoa' as const, smartAccountDeployed: false }
    const tokenBalance = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 3,
        price: 2,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: '',
      },
    ]
    appKit.kit.stores.chains.set({
      accounts: {
        eip155: {
          isConnected: true,
          status: 'connected',
          address,
          caipAddress: `eip155:31337:${address}`,
          allAccounts: [{ address, type: 'eoa' }],
          user,
          tokenBalance,
        },
      },
    })
    expect(appKit.getAccount()).toMatchObject({ user, tokenBalance })
    expect(seen.at(-1)).toMatchObject({ address, user, tokenBalance })
    stop()
  })
})
