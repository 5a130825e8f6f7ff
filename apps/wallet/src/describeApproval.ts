import { formatEther, hexToString, isHex } from 'viem'
import type { ApprovalRequest } from './ApprovalRequest.ts'
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
          ...(request.data ? [`Data ${request.data.slice(0, 74)}${request.data.length > 74 ? '…' : ''}`] : []),
        ],
      }
    case 'addChain':
      return { title: 'Add network', lines: [`${request.chainName} (${request.chainId})`, request.rpcUrl] }
    default:
      return describeSolanaApproval(request)
  }
}

function safeText(hex: `0x${string}`): string {
  try {
    const text = hexToString(hex)
    return /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text) ? text : hex
  } catch {
    return hex
  }
}
