import { AUTH_CONNECTOR_ID, ConstantsUtil as KitConstants, WALLET_CONNECT_CONNECTOR_ID } from '@gangway/core'

/**
 * The names of AppKit's `ConstantsUtil` (`@reown/appkit-common`) a site compares against: connector ids, chain
 * namespaces and their names, adapter types, the pending-transaction limit. AppKit's vendor URLs are not here
 * (Gangway calls the operator's server only).
 */
export const ConstantsUtil = {
  CONNECTOR_ID: {
    WALLET_CONNECT: WALLET_CONNECT_CONNECTOR_ID,
    INJECTED: 'injected',
    WALLET_STANDARD: 'announced',
    COINBASE: 'coinbaseWallet',
    COINBASE_SDK: 'coinbaseWalletSDK',
    SAFE: 'safe',
    AUTH: AUTH_CONNECTOR_ID,
  },
  CHAIN: { EVM: 'eip155', SOLANA: 'solana', POLKADOT: 'polkadot', BITCOIN: 'bip122' },
  CHAIN_NAME_MAP: {
    eip155: 'EVM Networks',
    solana: 'Solana',
    polkadot: 'Polkadot',
    bip122: 'Bitcoin',
    cosmos: 'Cosmos',
    sui: 'Sui',
    stacks: 'Stacks',
  },
  ADAPTER_TYPES: { BITCOIN: 'bitcoin', SOLANA: 'solana', WAGMI: 'wagmi', ETHERS: 'ethers', ETHERS5: 'ethers5' },
  LIMITS: { PENDING_TRANSACTIONS: KitConstants.PENDING_TRANSACTIONS_LIMIT },
  UNSUPPORTED_NETWORK_NAME: 'Unknown Network',
} as const
