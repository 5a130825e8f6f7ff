import { describe, expect, it } from 'vitest'
import { addEthereumChainParameter } from './addEthereumChainParameter.ts'
import { eip1193ErrorCode } from './eip1193ErrorCode.ts'

const chain = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['http://localhost:4000/v1?chainId=eip155:8453&projectId=p'] },
    chainDefault: { http: ['https://mainnet.base.org'] },
  },
  blockExplorers: { default: { url: 'https://basescan.org' } },
}

describe('addEthereumChainParameter (EIP-3085, one builder for every EVM connector)', () => {
  it("gives the wallet the chain's own RPC, never the kit's server, and its explorer", () => {
    expect(addEthereumChainParameter(chain)).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org'],
    })
  })

  it('takes the RPC URLs the caller has; falls back to the default RPC; leaves out a missing explorer', () => {
    expect(addEthereumChainParameter(chain, ['https://own.example']).rpcUrls).toEqual(['https://own.example'])
    const bare = { ...chain, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } }, blockExplorers: undefined }
    const added = addEthereumChainParameter(bare)
    expect(added.rpcUrls).toEqual(['http://127.0.0.1:8545'])
    expect('blockExplorerUrls' in added).toBe(false)
  })
})

describe('eip1193ErrorCode', () => {
  it("finds the wallet's code in ethers v6 (info.error), v5 (error) and cause chains; ACTION_REJECTED is 4001", () => {
    expect(eip1193ErrorCode({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } })).toBe(4001)
    expect(eip1193ErrorCode({ code: 'UNKNOWN_ERROR', info: { error: { code: 4902 } } })).toBe(4902)
    expect(eip1193ErrorCode({ code: 'SERVER_ERROR', error: { code: -32603 } })).toBe(-32603)
    expect(eip1193ErrorCode(new Error('x', { cause: { code: 4100 } }))).toBe(4100)
    expect(eip1193ErrorCode(new Error('no code'))).toBeUndefined()
  })
})
