import type { Address } from 'viem'
import type { SmartAccountDeployments } from './smartAccountDeployments.ts'
import type { SolanaDeployments } from './solana/solanaDeployments.ts'
import type { SwapDeployments } from './swapDeployments.ts'

export type DeployedToken = { name: string; symbol: string; decimals: number; address: Address }
export type DeployedNft = { tokenId: number; owner: Address }

export type EnsDeployments = {
  registry: Address
  universalResolver: Address
  resolver: Address
  /** The address of `DEV_ENS_GATEWAY_KEY`: the gateway signer the resolver accepts. */
  signer: Address
  /** The parent name (`ENS_PARENT_NAME`) and the resolver's gateway URL (`DEVNET_ENS_GATEWAY_URL`). */
  parentName: string
  gatewayUrl: string
}

/** Shape of `devnet/generated/deployments.json`, written by `npm run build -w @gangway/devnet`. */
export type Deployments = {
  mnemonic: string
  deployer: Address
  chains: { id: number; name: string; rpcUrl: string }[]
  multicall3: Address
  tokens: Record<string, DeployedToken>
  nft: { name: string; symbol: string; address: Address; items: DeployedNft[] }
  /**
   * Contract wallets: `DevWalletFactory` (CREATE2, `createAccount(owner, salt)`, `getAddress(owner, salt)`) and
   * one `DevSmartWallet` it deployed (ERC-1271: valid signatures are its owner's).
   */
  smartWallets: { factory: Address; wallet: { owner: Address; salt: string; address: Address } }
  /**
   * WETH9 and Uniswap v2/v3 (deployed through anvil's CREATE2 deployer) and their liquid pools between ETH,
   * gUSD and GWT — the DEXes the server's `/v1/convert` quotes and builds swaps on.
   */
  swap: SwapDeployments
  /**
   * The local on-ramp sandbox's treasury (anvil account `ONRAMP_TREASURY_INDEX`): its ETH and
   * `ONRAMP_TREASURY_TOKENS` of every ERC-20 pay the sandbox's purchases.
   */
  onrampTreasury: Address
  /**
   * ENS: our registry (`DevEnsRegistry`, root and `id`, `gangway.id`, `reverse`, `addr.reverse` owned by the
   * deployer), `GangwayOffchainResolver` (the resolver of `gangway.id` and `addr.reverse`, answered by the
   * server's gateway and accepting answers signed by `signer`) and `GangwayUniversalResolver`, which viem's
   * `getEnsAddress`/`getEnsName`/`getEnsText` call (`universalResolverAddress`, or the devnet chains'
   * `contracts.ensUniversalResolver`).
   */
  ens: EnsDeployments
  /**
   * ERC-4337 (issue 20): EntryPoint v0.7/v0.8, SimpleAccount factories and Simple7702Account at mainnet's
   * addresses, our GangwayAccountFactory and GangwayPaymaster, Safe 1.4.1 + the 4337 module.
   */
  smartAccounts: SmartAccountDeployments
  /** Seeded dev accounts, by anvil index. */
  accounts: Address[]
  /** The local Solana chain's seeded accounts and SPL mints (`startSolana`). */
  solana: SolanaDeployments
}
