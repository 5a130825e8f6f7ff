import type { SolanaTransactionSummary } from './describeSolanaTransaction.ts'

/** What the Solana dev wallet asks its user to approve (shown by the same prompt as the EVM requests). */
export type SolanaApprovalRequest =
  | { kind: 'solanaConnect'; address: string; origin: string }
  | { kind: 'solanaSignMessage'; address: string; message: Uint8Array }
  | {
      kind: 'solanaSignTransaction'
      address: string
      /** The chain the page named, when it named one. */
      chain?: string | undefined
      /** True for `solana:signAndSendTransaction`: the wallet sends it after signing. */
      send: boolean
      transaction: SolanaTransactionSummary
    }
  | { kind: 'solanaSignIn'; address: string; origin: string; message: string; warnings: string[] }
