import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { evmNetworks, solanaNetworks } from './index.ts'

describe('the exported network lists (issue 37 item 17)', () => {
  it('evmNetworks and solanaNetworks: one namespace each, no id twice, SPEC §9’s swap networks among the EVM ones', () => {
    expect(new Set(evmNetworks.map((n) => n.chainNamespace))).toEqual(new Set(['eip155']))
    expect(new Set(solanaNetworks.map((n) => n.chainNamespace))).toEqual(new Set(['solana']))
    const ids = [...evmNetworks, ...solanaNetworks].map((n) => n.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(
      expect.arrayContaining(['eip155:1', 'eip155:42161', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
    )
  })

  it('a site may pass them whole: every network is offered and reads through the Gangway server’s /v1', async () => {
    const kit = createKit({
      projectId: 'local',
      networks: [...evmNetworks, ...solanaNetworks],
      storage: memoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
    })
    await kit.ready
    const { networks } = kit.stores.chains.get()
    expect(networks.map((n) => n.caipNetworkId)).toEqual(
      [...evmNetworks, ...solanaNetworks].map((n) => n.caipNetworkId),
    )
    for (const network of networks) {
      const url = new URL(network.rpcUrls.default.http[0] as string)
      expect(`${url.origin}${url.pathname}`, network.caipNetworkId).toBe('http://127.0.0.1:9/v1')
      expect(url.searchParams.get('chainId'), network.caipNetworkId).toBe(network.caipNetworkId)
    }
  })
})
