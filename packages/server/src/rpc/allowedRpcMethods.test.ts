import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { allowedRpcMethods, DEFAULT_RPC_METHODS, DEFAULT_SOLANA_RPC_METHODS } from './allowedRpcMethods.ts'

const LOCAL = 'solana:GangwayLoca1So1anaChain111111111'

describe('allowed RPC methods', () => {
  it('defaults per namespace: EVM reads on eip155, Solana reads and sendTransaction on solana', () => {
    expect(allowedRpcMethods({}, 'eip155:1')).toEqual(new Set(DEFAULT_RPC_METHODS))
    const solana = allowedRpcMethods({}, LOCAL)
    expect(solana).toEqual(new Set(DEFAULT_SOLANA_RPC_METHODS))
    expect(solana.has('sendTransaction')).toBe(true)
    expect(solana.has('eth_call')).toBe(false)
  })

  it('takes the chain’s list, else its namespace’s (`solana:*`), else `*`', () => {
    const configured = { [LOCAL]: ['getSlot'], 'solana:*': ['getHealth'], '*': ['eth_chainId'] }
    expect(allowedRpcMethods(configured, LOCAL)).toEqual(new Set(['getSlot']))
    expect(allowedRpcMethods(configured, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual(new Set(['getHealth']))
    expect(allowedRpcMethods(configured, 'eip155:1')).toEqual(new Set(['eth_chainId']))
  })

  it('reads solana keys from RPC_UPSTREAMS and RPC_METHODS', () => {
    const config = loadConfig({
      RPC_UPSTREAMS: JSON.stringify({ [LOCAL]: 'http://127.0.0.1:8899' }),
      RPC_METHODS: JSON.stringify({ 'solana:*': ['getBalance', 'requestAirdrop'] }),
      DATABASE_URL: 'memory',
    })
    expect(config.rpcUpstreams).toEqual({ [LOCAL]: 'http://127.0.0.1:8899' })
    expect(config.rpcMethods).toEqual({ 'solana:*': ['getBalance', 'requestAirdrop'] })
    expect(() => loadConfig({ RPC_METHODS: JSON.stringify({ 'solana:**': [] }), DATABASE_URL: 'memory' })).toThrow(
      /^RPC_METHODS: solana:\*\* /,
    )
  })
})
