import deploymentsJson from '../generated/deployments.json' with { type: 'json' }
import type { Deployments } from './deployments.ts'

export {
  BITCOIN_FUNDED_ACCOUNT_INDEXES,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_NETWORK,
  type BitcoinDevAccount,
  type BitcoinDevAddress,
  bitcoinDevAccount,
} from './bitcoin/bitcoinDevAccounts.ts'
export type { DeployedNft, DeployedToken, Deployments, EnsDeployments } from './deployments.ts'
export {
  DEV_BUNDLER_KEYS,
  DEV_ENS_GATEWAY_KEY,
  DEV_FARCASTER_ACCOUNTS,
  DEV_FARCASTER_RELAY_KEY,
  DEV_PAYMASTER_SIGNER_KEY,
  DEVNET_BUNDLER_PORTS,
  DEVNET_CHAINS,
  DEVNET_MNEMONIC,
  ENS_PARENT_NAME,
  FARCASTER_CHAIN,
  MAINNET_STAND_IN,
  MULTICALL3_ADDRESS,
  ONRAMP_TREASURY_INDEX,
  ONRAMP_TREASURY_TOKENS,
} from './devnetConstants.ts'

/** Addresses of everything the devnet deploys (generated at build time, identical on both chains). */
export const deployments = deploymentsJson as unknown as Deployments
export { BITCOIN_MINER_ACCOUNT_INDEX, BITCOIN_REGTEST_RPC_PORT } from './bitcoin/bitcoinConstants.ts'
export { type BitcoinNode, type BitcoinOptions, startBitcoin } from './bitcoin/startBitcoin.ts'
export { devnetChains } from './devnetChains.ts'
export type { SmartAccountDeployments } from './smartAccountDeployments.ts'
export { SOLANA_ONRAMP_TREASURY_INDEX } from './solana/solanaConstants.ts'
export type { SolanaDeployedToken, SolanaDeployments } from './solana/solanaDeployments.ts'
export { solanaDevKeys } from './solana/solanaDevKeys.ts'
export type { SolanaChain, SolanaOptions } from './solana/startSolana.ts'
export { type Devnet, type DevnetOptions, startDevnet } from './startDevnet.ts'
export { startMainnetStandIn } from './startMainnetStandIn.ts'
export type { SwapDeployments, SwapPool } from './swapDeployments.ts'
