import type { Address } from 'viem'
import type { SolanaDeployments } from './solana/solanaDeployments.ts'
import type { SwapDeployments } from './swapDeployments.ts'

export type DeployedToken = { name: string; symbol: string; decimals: number; address: Address }
export type DeployedNft = { tokenId: number; owner: Address }

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
  /** Seeded dev accounts, by anvil index. */
  accounts: Address[]
  /** The local Solana chain's seeded accounts and SPL mints (`startSolana`). */
  solana: SolanaDeployments
}
