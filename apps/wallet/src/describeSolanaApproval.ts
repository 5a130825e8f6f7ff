import { solanaTransactionLines } from './describeSolanaTransaction.ts'
import type { SolanaApprovalRequest } from './SolanaApprovalRequest.ts'

/** Title and detail lines the approval prompt shows for a Solana request. */
export function describeSolanaApproval(request: SolanaApprovalRequest): { title: string; lines: string[] } {
  switch (request.kind) {
    case 'solanaConnect':
      return {
        title: 'Connect (Solana)',
        lines: [`${request.origin} wants to see your Solana address`, request.address],
      }
    case 'solanaSignMessage':
      return { title: 'Sign message (Solana)', lines: [messageText(request.message)] }
    case 'solanaSignTransaction':
      return {
        title: request.send ? 'Send transaction (Solana)' : 'Sign transaction (Solana)',
        lines: [...(request.chain ? [`Chain ${request.chain}`] : []), ...solanaTransactionLines(request.transaction)],
      }
    case 'solanaSignIn':
      return { title: 'Sign in with Solana', lines: [...request.warnings.map((w) => `⚠ ${w}`), request.message] }
  }
}

/** The message as text when it is readable UTF-8, else as hex. */
function messageText(message: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    if (/^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text)) return text
  } catch {
    // not UTF-8: hex below
  }
  return `0x${Array.from(message, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
