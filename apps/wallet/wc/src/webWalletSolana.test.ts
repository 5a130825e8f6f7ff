import { deployments } from '@gangway/devnet'
import { describe, expect, it } from 'vitest'
import { WC_SOLANA_DEFAULT_RPC_URLS, WC_SOLANA_LOCAL_CHAIN } from './webWalletSolana.ts'

describe('webWalletSolana', () => {
  it("names the local chain by the devnet's CAIP-2 id and sends only there by default", () => {
    expect(WC_SOLANA_LOCAL_CHAIN).toBe(deployments.solana.caipNetworkId)
    expect(WC_SOLANA_DEFAULT_RPC_URLS).toEqual({ [WC_SOLANA_LOCAL_CHAIN]: 'http://localhost:8899' })
  })
})
