import { type Address, lamports } from '@solana/kit'
import { getMintEncoder, getTokenEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { ONRAMP_TREASURY_TOKENS } from '../devnetConstants.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import {
  LAMPORTS_PER_SOL,
  SOLANA_FAUCET_SOL,
  SOLANA_ONRAMP_TREASURY_SOL,
  SOLANA_SOL_PER_ACCOUNT,
  SOLANA_TOKEN_SPECS,
} from './solanaConstants.ts'
import type { SolanaDeployments } from './solanaDeployments.ts'

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address

/**
 * Genesis: writes the dev accounts' SOL, the faucet, the three mints (authority: the faucet key), every dev
 * account's associated token account and the on-ramp sandbox's treasury (SOL and every mint) straight into the ledger — the same bytes the Token program would write.
 */
export function seedSolanaLedger(ledger: SolanaLedger, deployments: SolanaDeployments): void {
  const rent = (size: number) => lamports(ledger.svm.minimumBalanceForRentExemption(BigInt(size)))
  const wallet = (address: Address, sol: bigint) =>
    ledger.setAccount({
      address,
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(sol * LAMPORTS_PER_SOL),
      programAddress: SYSTEM_PROGRAM,
      space: 0n,
    })
  wallet(deployments.authority, SOLANA_FAUCET_SOL)
  for (const account of deployments.accounts) wallet(account, SOLANA_SOL_PER_ACCOUNT)
  const treasury = deployments.onrampTreasury
  wallet(treasury.address, SOLANA_ONRAMP_TREASURY_SOL)
  for (const spec of SOLANA_TOKEN_SPECS) {
    const token = deployments.tokens[spec.key]
    const holders = deployments.tokenAccounts[spec.key]
    if (!token || !holders) throw new Error(`devnet: no deployment for Solana token ${spec.key}`)
    const perAccount = spec.perAccount * 10n ** BigInt(spec.decimals)
    const treasuryAmount = ONRAMP_TREASURY_TOKENS * 10n ** BigInt(spec.decimals)
    const treasuryAccount = treasury.tokenAccounts[spec.key]
    if (!treasuryAccount) throw new Error(`devnet: no on-ramp treasury account for Solana token ${spec.key}`)
    const mint = getMintEncoder().encode({
      mintAuthority: deployments.authority,
      supply: perAccount * BigInt(holders.length) + treasuryAmount,
      decimals: spec.decimals,
      isInitialized: true,
      freezeAuthority: null,
    })
    ledger.setAccount({
      address: token.mint,
      data: mint,
      executable: false,
      lamports: rent(mint.length),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: BigInt(mint.length),
    })
    const tokenAccount = (address: Address, owner: Address, amount: bigint) => {
      const data = getTokenEncoder().encode({
        mint: token.mint,
        owner,
        amount,
        delegate: null,
        state: 1,
        isNative: null,
        delegatedAmount: 0,
        closeAuthority: null,
      })
      ledger.setAccount({
        address,
        data,
        executable: false,
        lamports: rent(data.length),
        programAddress: TOKEN_PROGRAM_ADDRESS,
        space: BigInt(data.length),
      })
    }
    holders.forEach((address, i) => {
      tokenAccount(address, deployments.accounts[i] as Address, perAccount)
    })
    tokenAccount(treasuryAccount, treasury.address, treasuryAmount)
  }
}
