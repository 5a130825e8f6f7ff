/** Fixed facts of the local devnet, shared by the build step, the deploy script and the generated JSON. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** Anvil's account index that deploys every contract (so dev accounts 0–8 start at nonce 0). */
export const DEPLOYER_INDEX = 9

/** Dev accounts (by index) that receive tokens and NFTs. */
export const SEEDED_ACCOUNT_INDEXES = [0, 1, 2, 3, 4] as const

/**
 * The local on-ramp sandbox's treasury (`apps/onramp-sandbox`): anvil's dev account 8 (10 000 ETH, like every
 * anvil account) also gets `ONRAMP_TREASURY_TOKENS` whole tokens of every devnet ERC-20, and pays the
 * sandbox's purchases from them. No dev wallet, test or seeded list uses it (account 7 is the "no tokens"
 * stranger; 8 only registers Farcaster keys on the OP Mainnet stand-in, another chain).
 */
export const ONRAMP_TREASURY_INDEX = 8

/** Whole tokens of every devnet ERC-20 (and SPL mint) the on-ramp sandbox's treasury starts with. */
export const ONRAMP_TREASURY_TOKENS = 1_000_000n

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

/**
 * An Ethereum mainnet stand-in for the browser tests (issue 37): an anvil with chain id 1 and Multicall3, which the
 * test server's `RPC_UPSTREAMS` names for `eip155:1`, so a site whose network is Ethereum reads through the server
 * without anything leaving the machine. Not part of `npm start` (there Ethereum is the operator's upstream).
 */
export const MAINNET_STAND_IN = { id: 1, name: 'Ethereum (stand-in)', port: 8548 } as const

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

/** Made-up USD prices of the devnet coins: the server's price table and the swap pools' ratios agree on them. */
export const DEVNET_USD_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  gUSD: 1,
  GWT: 0.25,
  ZERO: 0,
  SOL: 150,
  BTC: 60_000,
}

/** Anvil's CREATE2 deployer (Arachnid's deterministic-deployment proxy), present on every anvil chain. */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C' as const

/** The salt every swap contract is deployed with through `CREATE2_DEPLOYER`. */
export const SWAP_SALT = '0x67616e677761792d6465766e65742d7377617000000000000000000000000000' as const

/**
 * Liquidity of the devnet's Uniswap pools (`'native'` is WETH): each side worth `usdPerSide` at
 * `DEVNET_USD_PRICES`, full range on v3. gUSD/GWT sits on v2 and on v3's 1% tier, so routes through WETH
 * compete with the direct ones.
 */
export const SWAP_POOL_SPECS: readonly {
  dex: 'v2' | 'v3'
  fee?: 500 | 3000 | 10000
  tokens: readonly [string, string]
  usdPerSide: number
}[] = [
  { dex: 'v2', tokens: ['native', 'usd'], usdPerSide: 1_500_000 },
  { dex: 'v2', tokens: ['native', 'gwt'], usdPerSide: 1_500_000 },
  { dex: 'v2', tokens: ['usd', 'gwt'], usdPerSide: 500_000 },
  { dex: 'v3', fee: 500, tokens: ['native', 'usd'], usdPerSide: 1_500_000 },
  { dex: 'v3', fee: 3000, tokens: ['native', 'gwt'], usdPerSide: 1_500_000 },
  { dex: 'v3', fee: 10000, tokens: ['usd', 'gwt'], usdPerSide: 500_000 },
]

/**
 * ENS on the devnet (`deployments.ens`): the parent name Gangway's names live under — the server's
 * `NAMES_ZONE` on the devnet (and its default) — whose resolver is `GangwayOffchainResolver`.
 */
export const ENS_PARENT_NAME = 'gangway.id'

/** The gateway `GangwayOffchainResolver` asks on the devnet: the dev stack's server (EIP-3668 URL template). */
export const DEVNET_ENS_GATEWAY_URL = 'http://localhost:4000/v1/profile/ens-gateway/{sender}/{data}.json'

/**
 * DEV ONLY — the private key the dev stack's server signs its ENS gateway answers with (`ENS_GATEWAY_KEY`),
 * and whose address the devnet's `GangwayOffchainResolver` accepts. It is public (keccak256 of
 * "gangway devnet ENS gateway key (dev only)"): anybody can sign answers with it, so it must never be a real
 * deployment's key. Its address is `deployments.ens.signer`.
 */
export const DEV_ENS_GATEWAY_KEY = '0xe20477beff726371c82a3f0a0f930e8e6207a6a1e37b62bcd5d3e64350184d2f' as const

/**
 * Smart accounts (issue 20, `deployments.smartAccounts`): the salt our own contracts (GangwayAccountFactory,
 * GangwayPaymaster) are sent through `CREATE2_DEPLOYER` with. The eth-infinitism contracts use their canonical
 * salts (`CANONICAL_AA_SALTS`) and Safe's go through Safe's singleton factory with salt 0, so both land at
 * mainnet's addresses.
 */
export const SMART_ACCOUNTS_SALT = '0x67616e677761792d6465766e65742d736d6172742d6163636f756e7473000000' as const

/**
 * The salts eth-infinitism deployed with through `CREATE2_DEPLOYER` on mainnet: EntryPoint v0.7 and v0.8 have
 * their own; SimpleAccountFactory v0.7/v0.8 and Simple7702Account v0.8 were deployed with salt 0.
 */
export const CANONICAL_AA_SALTS = {
  entryPoint07: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
  entryPoint08: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
  zero: '0x0000000000000000000000000000000000000000000000000000000000000000',
} as const

/** Mainnet addresses the canonical deployments must land at (viem and permissionless defaults). */
export const CANONICAL_AA_ADDRESSES = {
  entryPoint07: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  entryPoint08: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simpleAccountFactory07: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
  simpleAccountFactory08: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  simple7702Account08: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
} as const

/** ETH the deploy step deposits in EntryPoint v0.7 for `GangwayPaymaster`, per chain. */
export const PAYMASTER_DEPOSIT_ETH = 100n

/**
 * DEV ONLY — the private key of `GangwayPaymaster`'s verifying signer (the server's `PAYMASTER_SIGNER_KEY` on
 * the devnet; its address is `deployments.smartAccounts.paymasterSigner`). Public (keccak256 of "gangway
 * devnet paymaster signer key (dev only)"): never a real deployment's key.
 */
export const DEV_PAYMASTER_SIGNER_KEY = '0xf2474e8865d80ca34f9f38da4b790dc47d041c746de833cab7da89e0ac2cd93b' as const

/**
 * DEV ONLY — the bundler's (alto's) keys: the devnet mnemonic's accounts 10 (executor: sends `handleOps`) and
 * 11 (utility: deploys alto's simulation contracts). Anvil funds only accounts 0–9, all of which something
 * uses; the deploy step gives these two `BUNDLER_BALANCE_ETH` with `anvil_setBalance`.
 */
export const DEV_BUNDLER_KEYS = {
  executor: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
  utility: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
} as const

/** ETH each bundler key holds on every devnet and test chain. */
export const BUNDLER_BALANCE_ETH = 10_000n

/** The devnet's bundler ports (`npm start`): chain 31337 → 4337, 31338 → 4338. */
export const DEVNET_BUNDLER_PORTS: Readonly<Record<number, number>> = { 31337: 4337, 31338: 4338 }

/**
 * Safe's singleton factory (`@safe-global/safe-singleton-factory`): the CREATE2 factory Safe deploys its
 * contracts through (calldata = salt ‖ init code), at the same address on every chain. Chains with a presigned
 * deployment in the package (31337 among them) get it from that transaction; others (31338) get its runtime
 * code placed with `anvil_setCode`, which gives the same CREATE2 addresses.
 */
export const SAFE_SINGLETON_FACTORY = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7' as const

/** Safe 1.4.1 at its canonical addresses (`@safe-global/safe-deployments`: the singleton factory, salt 0). */
export const CANONICAL_SAFE_ADDRESSES = {
  /** SafeL2 (what Safe{Wallet} deploys on chains other than Ethereum mainnet). */
  singleton: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  /** Safe (the L1 singleton). */
  singletonL1: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  proxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  signMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
  createCall: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
  simulateTxAccessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
} as const
