import { decodeFunctionData, type Hex, isHex, namehash, parseAbi } from 'viem'
import { dnsDecodeName } from './dnsDecodeName.ts'
import { EnsGatewayError } from './EnsGatewayError.ts'

/** ENSIP-10's `resolve` and the resolver profiles the gateway answers. */
export const resolverAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
])

/** One question the gateway was asked: of `name` (lowercase), one record. */
export type ResolveQuery = { name: string } & (
  | { record: 'addr'; coinType: bigint | undefined }
  | { record: 'text'; key: string }
  | { record: 'name' }
  | { record: 'contenthash' }
)

/**
 * The gateway's request (`resolve(bytes name, bytes data)` call data) → the name and the record asked. A
 * call that is not `resolve`, a bad name, an inner call we do not answer (404) or whose node is not the
 * name's namehash is refused.
 */
export function decodeResolveCall(data: string): ResolveQuery {
  if (!isHex(data) || data.length < 10) throw new EnsGatewayError(400, 'The data is not a resolve(bytes,bytes) call')
  let outer: Hex
  let nameBytes: Hex
  try {
    const decoded = decodeFunctionData({ abi: resolverAbi, data })
    if (decoded.functionName !== 'resolve') throw new Error('not resolve')
    ;[nameBytes, outer] = decoded.args
  } catch {
    throw new EnsGatewayError(400, 'The data is not a resolve(bytes,bytes) call')
  }
  const name = dnsDecodeName(nameBytes).toLowerCase()
  let inner: ReturnType<typeof decodeFunctionData<typeof resolverAbi>>
  try {
    inner = decodeFunctionData({ abi: resolverAbi, data: outer })
  } catch {
    throw new EnsGatewayError(404, `Unsupported resolver function ${outer.slice(0, 10)}`)
  }
  if (inner.functionName === 'resolve') throw new EnsGatewayError(404, 'Unsupported resolver function resolve')
  if (inner.args[0] !== namehash(name)) throw new EnsGatewayError(400, 'The node is not the namehash of the name')
  switch (inner.functionName) {
    case 'addr':
      return { name, record: 'addr', coinType: inner.args.length === 2 ? inner.args[1] : undefined }
    case 'text':
      return { name, record: 'text', key: inner.args[1] }
    case 'name':
      return { name, record: 'name' }
    case 'contenthash':
      return { name, record: 'contenthash' }
  }
}
