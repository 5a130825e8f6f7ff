import type { BitcoinApprovalRequest } from './BitcoinApprovalRequest.ts'
import { bitcoinTransactionLines, formatSats } from './describeBitcoinTransaction.ts'

/** Title and detail lines the approval prompt shows for a Bitcoin request. */
export function describeBitcoinApproval(request: BitcoinApprovalRequest): { title: string; lines: string[] } {
  switch (request.kind) {
    case 'bitcoinConnect':
      return {
        title: 'Connect (Bitcoin)',
        lines: [
          `${request.origin} wants to see your Bitcoin addresses`,
          ...request.addresses.map((a) => `${a.purpose}: ${a.address}`),
          ...(request.message ? [`“${request.message}”`] : []),
        ],
      }
    case 'bitcoinSignMessage':
      return {
        title: `Sign message (Bitcoin, ${request.protocol === 'BIP322' ? 'BIP-322' : 'ECDSA'})`,
        lines: [`Address ${request.address}`, request.message],
      }
    case 'bitcoinSignPsbt':
      return {
        title: request.broadcast ? 'Sign and send transaction (Bitcoin)' : 'Sign PSBT (Bitcoin)',
        lines: bitcoinTransactionLines(request.transaction),
      }
    case 'bitcoinSendTransfer':
      return {
        title: 'Send bitcoin',
        lines: [
          ...request.recipients.map((r) => `To ${r.address}: ${formatSats(r.amount)}`),
          `From ${request.from}, fee rate ${request.feeRate} sat/vB`,
          ...bitcoinTransactionLines(request.transaction),
        ],
      }
  }
}
