import { describe, expect, it } from 'vitest'
import { gangwayDevnetA, mainnet, solana } from './index.ts'
import { rpcEndpoints } from './rpcEndpoints.ts'
import { DEFAULT_API_URL, serverRpcUrl } from './serverRpcUrl.ts'

describe('rpcEndpoints: where a network’s RPC goes (SPEC §7, issue 37 item 1)', () => {
  it('every network reads through the Gangway server’s /v1 by default — viem’s public providers never', () => {
    for (const network of [mainnet, gangwayDevnetA, solana]) {
      expect(rpcEndpoints(network, { apiUrl: 'https://gw.example/', projectId: 'p 1' })).toEqual([
        { url: `https://gw.example/v1?chainId=${network.caipNetworkId}&projectId=p%201`, source: 'server' },
      ])
    }
    expect(serverRpcUrl('eip155:1', { projectId: 'local' })).toBe(
      `${DEFAULT_API_URL}/v1?chainId=eip155:1&projectId=local`,
    )
  })

  it('the site’s customRpcUrls for that chain come first (with their config), the server after', () => {
    const endpoints = rpcEndpoints(mainnet, {
      projectId: 'local',
      customRpcUrls: {
        'eip155:1': [{ url: 'https://node.site.example', config: { batch: true } }],
        'eip155:10': [{ url: 'https://other.example' }],
      },
    })
    expect(endpoints).toEqual([
      { url: 'https://node.site.example', config: { batch: true }, source: 'site' },
      { url: 'http://localhost:4000/v1?chainId=eip155:1&projectId=local', source: 'server' },
    ])
  })
})
