import type { WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { Address } from 'viem'
import { WC_BITCOIN_CHAINS, WC_BITCOIN_METHODS } from './webWalletBitcoin.ts'
import { WC_COSMOS_CHAINS, WC_COSMOS_METHODS } from './webWalletCosmos.ts'
import { WC_POLKADOT_CHAINS, WC_POLKADOT_METHODS } from './webWalletPolkadot.ts'
import { WC_SOLANA_CHAINS, WC_SOLANA_METHODS } from './webWalletSolana.ts'
import { WC_SUI_CHAINS, WC_SUI_METHODS } from './webWalletSui.ts'

/** The EVM methods and events the web wallet answers. */
export const WC_EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]
export const WC_EVM_EVENTS = ['chainChanged', 'accountsChanged']

export type SessionAccounts = {
  evm: { address: Address; chainIds: readonly number[] }
  solana: { address: string; chains?: readonly string[] }
  /** The Polkadot account (SS58, Polkadot's prefix), offered on Polkadot when given. */
  polkadot?: { address: string }
  /** The Cosmos account (`cosmos1…`), offered on the Cosmos Hub when given. */
  cosmos?: { address: string }
  /** The Bitcoin addresses (payment first, then ordinal), offered on the devnet's regtest chain when given. */
  bitcoin?: { addresses: readonly string[] }
  /** The Sui account (`0x…`, 32 bytes), offered on Sui mainnet, testnet and devnet when given. */
  sui?: { address: string }
}

type Namespaces = ReturnType<typeof buildApprovedNamespaces>

/**
 * The namespaces the web wallet approves for a proposal, with `@walletconnect/utils`' `buildApprovedNamespaces`
 * (it throws when a required chain or method is not offered): `eip155` with the EVM account on every devnet
 * chain (so the dapp can switch between them), `solana` with the Solana account on the proposed Solana chains
 * it knows, `polkadot` and `cosmos` with those accounts on Polkadot and the Cosmos Hub, `bip122` with the
 * payment and ordinal addresses on regtest, `sui` with the Sui account on its three networks. Each approved
 * namespace carries every method and event the wallet answers.
 */
export function sessionNamespaces(proposal: WalletKitTypes.SessionProposal['params'], accounts: SessionAccounts) {
  const evmChains = accounts.evm.chainIds.map((id) => `eip155:${id}`)
  const solanaChains = [...(accounts.solana.chains ?? WC_SOLANA_CHAINS)]
  const offered = {
    eip155: {
      chains: evmChains,
      methods: WC_EVM_METHODS,
      events: WC_EVM_EVENTS,
      accounts: evmChains.map((c) => `${c}:${accounts.evm.address}`),
    },
    solana: {
      chains: solanaChains,
      methods: [...WC_SOLANA_METHODS],
      events: [],
      accounts: solanaChains.map((c) => `${c}:${accounts.solana.address}`),
    },
    ...(accounts.polkadot
      ? {
          polkadot: {
            chains: [...WC_POLKADOT_CHAINS],
            methods: [...WC_POLKADOT_METHODS],
            events: [],
            accounts: WC_POLKADOT_CHAINS.map((c) => `${c}:${accounts.polkadot?.address}`),
          },
        }
      : {}),
    ...(accounts.cosmos
      ? {
          cosmos: {
            chains: [...WC_COSMOS_CHAINS],
            methods: [...WC_COSMOS_METHODS],
            events: [],
            accounts: WC_COSMOS_CHAINS.map((c) => `${c}:${accounts.cosmos?.address}`),
          },
        }
      : {}),
    ...(accounts.bitcoin
      ? {
          bip122: {
            chains: [...WC_BITCOIN_CHAINS],
            methods: [...WC_BITCOIN_METHODS],
            events: [],
            accounts: WC_BITCOIN_CHAINS.flatMap((c) => (accounts.bitcoin?.addresses ?? []).map((a) => `${c}:${a}`)),
          },
        }
      : {}),
    ...(accounts.sui
      ? {
          sui: {
            chains: [...WC_SUI_CHAINS],
            methods: [...WC_SUI_METHODS],
            events: [],
            accounts: WC_SUI_CHAINS.map((c) => `${c}:${accounts.sui?.address}`),
          },
        }
      : {}),
  }
  const approved: Namespaces = buildApprovedNamespaces({ proposal, supportedNamespaces: offered })
  const namespaces: Namespaces = {}
  for (const [key, namespace] of Object.entries(approved)) {
    const all = offered[key as keyof typeof offered]
    if (!all) continue
    namespaces[key] =
      key === 'eip155'
        ? { ...all, chains: [...all.chains], methods: [...all.methods], events: [...all.events] }
        : { ...namespace, methods: [...all.methods], events: [...all.events] }
  }
  return namespaces
}
