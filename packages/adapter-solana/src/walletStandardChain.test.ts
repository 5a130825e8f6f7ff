import { defineCaipNetwork, solana, solanaDevnet, solanaTestnet } from '@gangway/core'
import { deployments } from '@gangway/devnet'
import { describe, expect, it } from 'vitest'
import { walletStandardChain } from './walletStandardChain.ts'

describe('walletStandardChain', () => {
  it('names the clusters as wallet-standard does, and any other Solana network localnet', () => {
    expect(walletStandardChain(solana)).toBe('solana:mainnet')
    expect(walletStandardChain(solanaDevnet)).toBe('solana:devnet')
    expect(walletStandardChain(solanaTestnet)).toBe('solana:testnet')
    const local = defineCaipNetwork({
      namespace: 'solana',
      reference: deployments.solana.caipNetworkId.split(':')[1] as string,
      name: 'Local',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrl: 'http://127.0.0.1:8899',
    })
    expect(local.caipNetworkId).toBe('solana:GangwayLoca1So1anaChain111111111')
    expect(walletStandardChain(local)).toBe('solana:localnet')
  })
})
