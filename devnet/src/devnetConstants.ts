/** Fixed facts of the local devnet, shared by the build step, the deploy script and the generated JSON. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** Anvil's account index that deploys every contract (so dev accounts 0–8 start at nonce 0). */
export const DEPLOYER_INDEX = 9

/** Dev accounts (by index) that receive tokens and NFTs. */
export const SEEDED_ACCOUNT_INDEXES = [0, 1, 2, 3, 4] as const

/** Canonical Multicall3 address; viem's chain definitions point here. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

export const DEVNET_CHAINS = [
  { id: 31337, name: 'Gangway Devnet A', port: 8545 },
  { id: 31338, name: 'Gangway Devnet B', port: 8546 },
] as const

export type TokenSpec = { key: string; name: string; symbol: string; decimals: number; perAccount: bigint }

/** Seeded ERC-20s. `ZERO` has 0 decimals on purpose: the dialog must hide it. */
export const TOKEN_SPECS: readonly TokenSpec[] = [
  { key: 'usd', name: 'Gangway USD', symbol: 'gUSD', decimals: 6, perAccount: 10_000n },
  { key: 'gwt', name: 'Gangway Token', symbol: 'GWT', decimals: 18, perAccount: 1_000n },
  { key: 'zero', name: 'Zero Decimals', symbol: 'ZERO', decimals: 0, perAccount: 100n },
]

export const NFT_SPEC = { key: 'collectibles', name: 'Gangway Collectibles', symbol: 'GWC' } as const

/** Which seeded account index owns each NFT token id (1-based, minted in this order). */
export const NFT_OWNERS: readonly number[] = [0, 0, 0, 1, 1]

/** The contract wallet deployed through `DevWalletFactory` on every devnet chain: owned by dev account 0. */
export const SMART_WALLET_SPEC = { ownerIndex: 0, salt: 0n } as const

/**
 * The OP Mainnet stand-in for Farcaster sign-in: an anvil with OP Mainnet's chain id carrying the
 * IdRegistry/KeyRegistry stand-ins (`installFarcasterRegistries`), so the server verifies sign-ins offline.
 */
export const FARCASTER_CHAIN = { id: 10, name: 'OP Mainnet (Farcaster stand-in)', port: 8547 } as const

/** Farcaster accounts registered on the stand-in: fid, the dev account (index) that is its custody, username. */
export const DEV_FARCASTER_ACCOUNTS = [
  { fid: 20_001, custodyIndex: 5, username: 'gangway-dev' },
  { fid: 20_002, custodyIndex: 6, username: 'gangway-dev2' },
] as const

/**
 * The relay key the dev stack's server accepts from a Farcaster client (`FARCASTER_RELAY_KEYS`). Dev only:
 * a real deployment makes its own keys.
 */
export const DEV_FARCASTER_RELAY_KEY = 'gangway-dev-farcaster-relay-key'
