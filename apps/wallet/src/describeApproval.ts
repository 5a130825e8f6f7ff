import { formatEther, hexToString, isHex } from 'viem'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import { describeBitcoinApproval } from './bitcoin/describeBitcoinApproval.ts'
import { describeSolanaApproval } from './describeSolanaApproval.ts'

/** Title and detail lines the approval prompt shows for a request. */
export function describeApproval(request: ApprovalRequest): { title: string; lines: string[] } {
  switch (request.kind) {
    case 'connect':
      return { title: 'Connect', lines: [`${request.origin} wants to see your address`, request.address] }
    case 'signMessage': {
      const text = isHex(request.message) ? safeText(request.message) : request.message
      return { title: 'Sign message', lines: [text] }
    }
    case 'signTypedData':
      return { title: 'Sign typed data', lines: [request.typedData] }
    case 'sendTransaction':
      return {
        title: 'Send transaction',
        lines: [
          `Chain ${request.chainId}`,
          `To ${request.to ?? '(contract creation)'}`,
          `Value ${formatEther(request.value)} ETH`,
          ...(request.data ? [`Data ${shortData(request.data)}`] : []),
        ],
      }
    case 'sendCalls':
      return {
        title: `Send batch (${request.calls.length} call${request.calls.length === 1 ? '' : 's'}, atomic)`,
        lines: [
          `Chain ${request.chainId}`,
          ...(request.delegateTo
            ? [`First batch: upgrades ${request.from} to a smart account (EIP-7702 → ${request.delegateTo})`]
            : []),
          ...request.calls.map(
            (call, i) =>
              `${i + 1}. To ${call.to} · ${formatEther(call.value)} ETH${call.data === '0x' ? '' : ` · Data ${shortData(call.data)}`}`,
          ),
        ],
      }
    case 'callsStatus':
      return {
        title: 'Batch status',
        lines: [
          `Chain ${request.chainId}`,
          `Status ${request.status} (${CALLS_STATUS_TEXT[request.status] ?? 'unknown'})`,
          `Transaction ${request.transactionHash}`,
        ],
      }
    case 'addChain':
      return { title: 'Add network', lines: [`${request.chainName} (${request.chainId})`, request.rpcUrl] }
    case 'bitcoinConnect':
    case 'bitcoinSignMessage':
    case 'bitcoinSignPsbt':
    case 'bitcoinSendTransfer':
      return describeBitcoinApproval(request)
    default:
      return describeSolanaApproval(request)
  }
}

const CALLS_STATUS_TEXT: Record<number, string> = {
  100: 'pending',
  200: 'confirmed',
  400: 'failed off-chain',
  500: 'reverted',
  600: 'partly reverted',
}

function shortData(data: string): string {
  return `${data.slice(0, 74)}${data.length > 74 ? '…' : ''}`
}

function safeText(hex: `0x${string}`): string {
  try {
    const text = hexToString(hex)
    return /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text) ? text : hex
  } catch {
    return hex
  }
}
