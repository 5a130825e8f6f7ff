import { type Hex, hexToBytes, isHex } from 'viem'
import { EnsGatewayError } from './EnsGatewayError.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A DNS wire-format name (each label after its length byte, then a zero byte — what ENSIP-10's `resolve`
 * gets) → its dotted text. Refuses a truncated name, bytes after the end, an empty or dotted label and bad UTF-8.
 */
export function dnsDecodeName(dns: Hex): string {
  if (!isHex(dns)) throw new EnsGatewayError(400, 'The name is not hex')
  const bytes = hexToBytes(dns)
  const labels: string[] = []
  let offset = 0
  for (;;) {
    const length = bytes[offset]
    if (length === undefined) throw new EnsGatewayError(400, 'The DNS-encoded name is truncated')
    if (length === 0) break
    const end = offset + 1 + length
    if (end > bytes.length) throw new EnsGatewayError(400, 'The DNS-encoded name is truncated')
    let label: string
    try {
      label = utf8.decode(bytes.subarray(offset + 1, end))
    } catch {
      throw new EnsGatewayError(400, 'A label of the name is not UTF-8')
    }
    if (label.includes('.')) throw new EnsGatewayError(400, 'A label of the name contains a dot')
    labels.push(label)
    offset = end
  }
  if (offset + 1 !== bytes.length) throw new EnsGatewayError(400, 'Bytes follow the end of the DNS-encoded name')
  return labels.join('.')
}
