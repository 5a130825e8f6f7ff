import type { WalletKitTypes } from '@reown/walletkit'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_ADDRESS } from '../../src/solanaDevKey.ts'
import { sessionNamespaces, WC_EVM_METHODS } from './sessionNamespaces.ts'
import { WC_COSMOS_CHAIN, WC_COSMOS_METHODS } from './webWalletCosmos.ts'
import { WC_POLKADOT_CHAIN, WC_POLKADOT_METHODS } from './webWalletPolkadot.ts'
import { WC_SOLANA_LOCAL_CHAIN, WC_SOLANA_METHODS } from './webWalletSolana.ts'

type Proposal = WalletKitTypes.SessionProposal['params']
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const accounts = { evm: { address: EVM, chainIds: [31337, 31338] }, solana: { address: SOLANA_DEV_ADDRESS } } as const
const proposal = (requiredNamespaces: object, optionalNamespaces: object = {}) =>
  ({ requiredNamespaces, optionalNamespaces }) as unknown as Proposal
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('sessionNamespaces', () => {
  it('approves a required solana namespace on the proposed chains it knows, with every Solana method', () => {
    const namespaces = sessionNamespaces(
      proposal({ solana: { chains: [WC_SOLANA_LOCAL_CHAIN], methods: ['solana_signMessage'], events: [] } }),
      accounts,
    )
    expect(namespaces).toEqual({
      solana: {
        chains: [WC_SOLANA_LOCAL_CHAIN],
        accounts: [`${WC_SOLANA_LOCAL_CHAIN}:${SOLANA_DEV_ADDRESS}`],
        methods: [...WC_SOLANA_METHODS],
        events: [],
      },
    })
  })

  it('reads CAIP-keyed namespaces and optional ones; eip155 gets every devnet chain', () => {
    const namespaces = sessionNamespaces(
      proposal(
        { [MAINNET]: { methods: ['solana_signTransaction'], events: [] } },
        { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
      ),
      accounts,
    )
    expect(namespaces.solana?.accounts).toEqual([`${MAINNET}:${SOLANA_DEV_ADDRESS}`])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${EVM}`, `eip155:31338:${EVM}`],
      methods: WC_EVM_METHODS,
      events: ['chainChanged', 'accountsChanged'],
    })
  })

  it('leaves out what was not proposed, and offers everything to a proposal that names nothing', () => {
    const evmOnly = sessionNamespaces(
      proposal({}, { eip155: { chains: ['eip155:31338'], methods: [], events: [] } }),
      accounts,
    )
    expect(Object.keys(evmOnly)).toEqual(['eip155'])
    const unknownOptional = sessionNamespaces(
      proposal({}, { solana: { chains: ['solana:unknown'], methods: [], events: [] } }),
      accounts,
    )
    expect(unknownOptional).toEqual({})
    expect(Object.keys(sessionNamespaces(proposal({}), accounts)).sort()).toEqual(['eip155', 'solana'])
  })

  it('offers Polkadot and Cosmos accounts when it has them: all four to a proposal that names nothing', () => {
    const dot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    const atom = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'
    const all = { ...accounts, polkadot: { address: dot }, cosmos: { address: atom } }
    const namespaces = sessionNamespaces(proposal({}), all)
    expect(Object.keys(namespaces).sort()).toEqual(['cosmos', 'eip155', 'polkadot', 'solana'])
    expect(namespaces.polkadot).toEqual({
      chains: [WC_POLKADOT_CHAIN],
      accounts: [`${WC_POLKADOT_CHAIN}:${dot}`],
      methods: [...WC_POLKADOT_METHODS],
      events: [],
    })
    expect(namespaces.cosmos?.accounts).toEqual([`${WC_COSMOS_CHAIN}:${atom}`])
    // as the dialog proposes them (optional, with methods the wallet does not answer): approved with its own
    const optional = sessionNamespaces(
      proposal(
        {},
        {
          polkadot: { chains: [WC_POLKADOT_CHAIN], methods: ['polkadot_signTransaction'], events: ['chainChanged'] },
          cosmos: { chains: [WC_COSMOS_CHAIN], methods: ['cosmos_signDirect'], events: [] },
        },
      ),
      all,
    )
    expect(Object.keys(optional).sort()).toEqual(['cosmos', 'polkadot'])
    expect(optional.cosmos?.methods).toEqual([...WC_COSMOS_METHODS])
  })

  it('throws when a required chain is not one it has', () => {
    expect(() =>
      sessionNamespaces(proposal({ solana: { chains: ['solana:unknown'], methods: [], events: [] } }), accounts),
    ).toThrow()
  })
})
