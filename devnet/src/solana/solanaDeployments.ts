import type { Address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { DEVNET_MNEMONIC } from '../devnetConstants.ts'
import {
  SOLANA_AUTHORITY_INDEX,
  SOLANA_GENESIS_HASH,
  SOLANA_ONRAMP_TREASURY_INDEX,
  SOLANA_RPC_PORT,
  SOLANA_SEEDED_ACCOUNT_INDEXES,
  SOLANA_SOL_PER_ACCOUNT,
  SOLANA_TOKEN_SPECS,
  SOLANA_WS_PORT,
} from './solanaConstants.ts'
import { solanaDevKeys } from './solanaDevKeys.ts'

export type SolanaDeployedToken = {
  name: string
  symbol: string
  decimals: number
  /** The mint's address (SPL Token program). */
  mint: Address
  /** Whole tokens each seeded account holds (in its associated token account). */
  perAccount: string
}

/** The `solana` key of `devnet/generated/deployments.json`. */
export type SolanaDeployments = {
  /** wallet-standard chain id of the local chain (what the dev wallet and `solana:*` features name). */
  chainId: 'solana:localnet'
  /**
   * CAIP-2 id of the local chain as the dialog and the server name it: `solana:` + the first 32 characters of
   * the genesis hash (the rule mainnet's `solana:5eykt4Us…` follows).
   */
  caipNetworkId: string
  genesisHash: string
  rpcUrl: string
  wsUrl: string
  /** Keys on m/44'/501'/{index}'/0' of the devnet mnemonic. */
  derivationPath: string
  /** Faucet (requestAirdrop) and mint authority of every seeded token. */
  authority: Address
  /** Seeded dev accounts, by index on the derivation path. */
  accounts: Address[]
  solPerAccount: string
  tokenProgram: Address
  tokens: Record<string, SolanaDeployedToken>
  /** Associated token accounts: `tokenAccounts[tokenKey][accountIndex]`. */
  tokenAccounts: Record<string, Address[]>
  /**
   * The local on-ramp sandbox's treasury (index `SOLANA_ONRAMP_TREASURY_INDEX`) and its associated token
   * account of each mint (`tokenAccounts[tokenKey]`): SOL and every seeded token for the sandbox's purchases.
   */
  onrampTreasury: { address: Address; tokenAccounts: Record<string, Address> }
}

/** Computes every seeded address from the mnemonic (the build step writes it; the chain checks it at start). */
export async function computeSolanaDeployments(): Promise<SolanaDeployments> {
  const keys = solanaDevKeys(DEVNET_MNEMONIC)
  const accounts = await Promise.all(SOLANA_SEEDED_ACCOUNT_INDEXES.map((i) => keys.address(i)))
  const tokens: Record<string, SolanaDeployedToken> = {}
  const tokenAccounts: Record<string, Address[]> = {}
  const treasury = await keys.address(SOLANA_ONRAMP_TREASURY_INDEX)
  const treasuryTokenAccounts: Record<string, Address> = {}
  for (const spec of SOLANA_TOKEN_SPECS) {
    const mint = await keys.address(spec.keyIndex)
    tokens[spec.key] = {
      name: spec.name,
      symbol: spec.symbol,
      decimals: spec.decimals,
      mint,
      perAccount: spec.perAccount.toString(),
    }
    tokenAccounts[spec.key] = await Promise.all(
      accounts.map(
        async (owner) =>
          (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0] as Address,
      ),
    )
    treasuryTokenAccounts[spec.key] = (
      await findAssociatedTokenPda({ owner: treasury, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    )[0]
  }
  return {
    chainId: 'solana:localnet',
    caipNetworkId: `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`,
    genesisHash: SOLANA_GENESIS_HASH,
    rpcUrl: `http://127.0.0.1:${SOLANA_RPC_PORT}`,
    wsUrl: `ws://127.0.0.1:${SOLANA_WS_PORT}`,
    derivationPath: "m/44'/501'/{index}'/0'",
    authority: await keys.address(SOLANA_AUTHORITY_INDEX),
    accounts,
    solPerAccount: SOLANA_SOL_PER_ACCOUNT.toString(),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
    tokens,
    tokenAccounts,
    onrampTreasury: { address: treasury, tokenAccounts: treasuryTokenAccounts },
  }
}
