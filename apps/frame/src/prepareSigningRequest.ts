import { type Hex, hexToBytes, isAddress, isHex, size } from 'viem'
import { type ApprovalContent, SigningRequestError } from './approvalContent.ts'
import { checkCall, describeCall, type ReadContract } from './describeCall.ts'
import { parseTypedData } from './parseTypedData.ts'
import { prepareSessionRequest } from './prepareSessionRequest.ts'

/** Calls in one `wallet_sendCalls` batch at most (each is shown in full). */
const MAX_BATCH_CALLS = 32

/** A signing request ready to ask for: what the panel shows, and the params sent to the server if approved. */
export type PreparedRequest = { content: ApprovalContent; params: unknown[] }

/** Bytes of a message that make it a bare hash rather than a message (a user operation's, a transaction's…). */
const HASH_BYTES = 32

/** What the panel says over a 32-byte message: it is a hash, and what signing one can mean. */
export const HASH_WARNING =
  'This is a 32-byte hash, not a readable message. Signing a hash can approve whatever it stands for — a ' +
  'transaction or a transfer out of an account. Sign it only if you know what it is and trust this site.'

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
      if (size(message) === HASH_BYTES) {
        // a bare hash is never shown as if it were a message: its hex, a warning, and its text only beside it
        return {
          content: {
            title: 'Sign a hash',
            sections: [
              {
                warning: HASH_WARNING,
                fields: [
                  { label: 'Hash (32 bytes)', value: message.toLowerCase(), mono: true },
                  ...(shown.mono ? [] : [{ label: 'As text', value: shown.value }]),
                ],
              },
            ],
          },
          params: [message, address],
        }
      }
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
    case 'wallet_sendCalls':
      return prepareSendCalls(params[0], chainId, read)
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
      return prepareSessionRequest(method, rawParams, chainId)
    default:
      throw new SigningRequestError(`${method} is not a signing method the frame knows`)
  }
}

/**
 * EIP-5792 `wallet_sendCalls` (v2 and v1 shapes): every call shown, then forwarded with the batch's checked
 * `version`, `chainId`, `from` and `atomicRequired` only. A batch for another chain than the wallet's is
 * refused, and so is a capability the site marks as required (no optional: true): the embedded wallet honours
 * none (sponsorship is the project's policy on the server, not the site's paymaster URL).
 */
async function prepareSendCalls(raw: unknown, chainId: string | number, read?: ReadContract): Promise<PreparedRequest> {
  const batch = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const rawCalls = Array.isArray(batch.calls) ? batch.calls : []
  if (rawCalls.length === 0) throw new SigningRequestError('No transaction to send')
  if (rawCalls.length > MAX_BATCH_CALLS) throw new SigningRequestError(`At most ${MAX_BATCH_CALLS} calls in one batch`)
  const calls = rawCalls.map(checkCall)
  const wallet = Number(chainId.toString().replace(/^eip155:/, ''))
  let batchChain: Hex | undefined
  if (batch.chainId !== undefined) {
    if (typeof batch.chainId !== 'string' || !isHex(batch.chainId)) {
      throw new SigningRequestError('chainId must be hex starting with 0x')
    }
    if (Number(batch.chainId) !== wallet) {
      throw new SigningRequestError(
        `The calls are for chain ${Number(batch.chainId)}, the wallet is on chain ${wallet}`,
      )
    }
    batchChain = batch.chainId
  }
  if (batch.from !== undefined && (typeof batch.from !== 'string' || !isAddress(batch.from, { strict: false }))) {
    throw new SigningRequestError('from must be an address')
  }
  const capabilities = batch.capabilities
  if (capabilities !== undefined && capabilities !== null) {
    if (typeof capabilities !== 'object') throw new SigningRequestError('capabilities must be an object')
    for (const [name, value] of Object.entries(capabilities)) {
      const optional =
        typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true
      if (!optional) throw new SigningRequestError(`Unsupported non-optional capability: ${name}`)
    }
  }
  const version = typeof batch.version === 'string' && batch.version.length <= 16 ? batch.version : undefined
  const atomicRequired = batch.atomicRequired === true
  const sections = await Promise.all(calls.map((c) => describeCall(c, read)))
  const summary = [
    { label: 'Calls', value: String(calls.length) },
    ...(typeof batch.from === 'string' ? [{ label: 'From', value: batch.from, mono: true }] : []),
    ...(atomicRequired ? [{ label: 'Together', value: 'All calls succeed or none does' }] : []),
  ]
  return {
    content: {
      title: `Approve ${calls.length} transaction${calls.length > 1 ? 's' : ''}`,
      sections: [
        { heading: 'Batch', fields: summary },
        ...sections.map((s, i) => ({ heading: `Transaction ${i + 1} of ${calls.length}`, ...s })),
      ],
    },
    params: [
      {
        ...(version ? { version } : {}),
        ...(batchChain ? { chainId: batchChain } : {}),
        ...(typeof batch.from === 'string' ? { from: batch.from } : {}),
        ...(batch.atomicRequired === undefined ? {} : { atomicRequired }),
        calls,
      },
    ],
  }
}
