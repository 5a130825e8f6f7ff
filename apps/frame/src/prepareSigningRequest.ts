import { type Hex, hexToBytes, isHex } from 'viem'
import { type ApprovalContent, SigningRequestError } from './approvalContent.ts'
import { checkCall, describeCall, type ReadContract } from './describeCall.ts'
import { parseTypedData } from './parseTypedData.ts'

/** A signing request ready to ask for: what the panel shows, and the params sent to the server if approved. */
export type PreparedRequest = { content: ApprovalContent; params: unknown[] }

/** A message as text when it is readable UTF-8, else as hex. */
function messageText(hex: Hex): { value: string; mono: boolean } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex))
    // control characters other than tab, newline and carriage return make it binary
    const binary = [...text].some((ch) => {
      const code = ch.charCodeAt(0)
      return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127
    })
    if (!binary) return { value: text, mono: false }
  } catch {
    // not UTF-8
  }
  return { value: hex, mono: true }
}

/**
 * Checks a signing request in full and builds what the visitor will approve. What is sent to the server is
 * exactly what was shown: the typed data as the JSON that was parsed and displayed, each call reduced to the
 * fields the server reads. Malformed requests are refused here (SigningRequestError), before anyone is asked.
 */
export async function prepareSigningRequest(
  method: string,
  rawParams: unknown,
  chainId: string | number,
  read?: ReadContract,
): Promise<PreparedRequest> {
  const params = Array.isArray(rawParams) ? rawParams : []
  switch (method) {
    case 'personal_sign': {
      const [message, address] = params
      if (typeof message !== 'string' || !isHex(message)) throw new SigningRequestError('The message must be hex')
      const shown = messageText(message)
      return {
        content: { title: 'Sign message', sections: [{ fields: [{ label: 'Message', ...shown }] }] },
        params: [message, address],
      }
    }
    case 'eth_signTypedData_v4': {
      const { json, sections } = parseTypedData(params[1], chainId)
      return { content: { title: 'Sign typed data', sections }, params: [params[0], json] }
    }
    case 'eth_sendTransaction': {
      const call = checkCall(params[0], 0)
      return { content: { title: 'Approve transaction', sections: [await describeCall(call, read)] }, params: [call] }
    }
    case 'wallet_sendCalls': {
      const batch = params[0] as { calls?: unknown } | undefined
      const raw = Array.isArray(batch?.calls) ? batch.calls : []
      if (raw.length === 0) throw new SigningRequestError('No transaction to send')
      const calls = raw.map(checkCall)
      const sections = await Promise.all(calls.map((c) => describeCall(c, read)))
      return {
        content: {
          title: `Approve ${calls.length} transaction${calls.length > 1 ? 's' : ''}`,
          sections: sections.map((s, i) => ({ heading: `Transaction ${i + 1} of ${calls.length}`, ...s })),
        },
        params: [{ calls }],
      }
    }
    default:
      throw new SigningRequestError(`${method} is not a signing method the frame knows`)
  }
}
