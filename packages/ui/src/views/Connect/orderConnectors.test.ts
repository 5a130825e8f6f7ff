import type { AdapterConnector } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { orderConnectors } from './orderConnectors.ts'

const c = (id: string, type: AdapterConnector['type'], rdns?: string): AdapterConnector => ({
  id,
  type,
  chain: 'eip155',
  name: id,
  ...(rdns ? { info: { rdns } } : {}),
})
const all = { enableWallets: true, enableEIP6963: true, enableInjected: true }

describe('orderConnectors', () => {
  it('puts recent wallets first, then installed ones', () => {
    const list = orderConnectors(
      [
        c('walletConnect', 'WALLET_CONNECT'),
        c('injected', 'INJECTED'),
        c('a', 'ANNOUNCED', 'a.rdns'),
        c('b', 'ANNOUNCED'),
      ],
      [
        { id: 'x', name: 'X', rdns: 'a.rdns' },
        { id: 'injected', name: 'Browser Wallet' },
      ],
      all,
    )
    expect(list.map((l) => [l.id, l.recent, l.installed])).toEqual([
      ['a', true, true],
      ['injected', true, true],
      ['b', false, true],
      ['walletConnect', false, false],
    ])
  })

  it('honours enableWallets, enableEIP6963 and enableInjected', () => {
    const connectors = [c('injected', 'INJECTED'), c('a', 'ANNOUNCED')]
    expect(orderConnectors(connectors, [], { ...all, enableWallets: false })).toEqual([])
    expect(orderConnectors(connectors, [], { ...all, enableEIP6963: false }).map((l) => l.id)).toEqual(['injected'])
    expect(orderConnectors(connectors, [], { ...all, enableInjected: false }).map((l) => l.id)).toEqual(['a'])
  })
})
