import type { BitcoinTransactionSummary } from './describeBitcoinTransaction.ts'

/** What the Bitcoin dev wallet asks its user to approve (shown by the same prompt as the EVM and Solana requests). */
export type BitcoinApprovalRequest =
  | {
      kind: 'bitcoinConnect'
      origin: string
      addresses: { purpose: string; address: string }[]
      /** The site's message (sats-connect's `message`, at most 80 characters). */
      message?: string | undefined
    }
  | { kind: 'bitcoinSignMessage'; address: string; protocol: 'BIP322' | 'ECDSA'; message: string }
  | {
      kind: 'bitcoinSignPsbt'
      /** True when the wallet broadcasts the transaction after signing. */
      broadcast: boolean
      transaction: BitcoinTransactionSummary
    }
  | {
      kind: 'bitcoinSendTransfer'
      from: string
      recipients: { address: string; amount: bigint }[]
      feeRate: number
      transaction: BitcoinTransactionSummary
    }
