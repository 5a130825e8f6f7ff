import type { KeyPairSigner } from '@solana/kit'
import type { SolanaLedger } from './SolanaLedger.ts'
import { SOLANA_CORE_VERSION } from './solanaConstants.ts'

/** What every RPC method gets: the ledger, and the faucet that pays requestAirdrop. */
export type RpcContext = { ledger: SolanaLedger; faucet: KeyPairSigner }

export type RpcMethod = (params: unknown[], context: RpcContext) => unknown

/** `{ context: { slot }, value }`, the wrapper of Solana's "with context" answers. */
export function withContext(ledger: SolanaLedger, value: unknown) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot }, value }
}
