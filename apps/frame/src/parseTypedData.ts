import { hashTypedData, type TypedDataDefinition, validateTypedData } from 'viem'
import type { ApprovalField, ApprovalSection } from './approvalContent.ts'
import { SigningRequestError } from './approvalContent.ts'

type TypedData = {
  domain: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const invalid = (why: string) => new SigningRequestError(`Invalid typed data: ${why}`)

/** Every leaf of a message as `path: value` lines, in the order of the type's fields. */
function flatten(
  value: unknown,
  type: string,
  types: TypedData['types'],
  path: string,
  into: ApprovalField[],
): ApprovalField[] {
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    const items = Array.isArray(value) ? value : []
    if (items.length === 0) into.push({ label: path, value: '(empty list)' })
    items.forEach((item, i) => {
      flatten(item, array[1] as string, types, `${path}[${i}]`, into)
    })
    return into
  }
  const struct = types[type]
  if (struct && isRecord(value)) {
    for (const field of struct)
      flatten(value[field.name], field.type, types, path ? `${path}.${field.name}` : field.name, into)
    return into
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  into.push({ label: path, value: text ?? String(value), mono: /^(address|bytes|uint|int)/.test(type) })
  return into
}

/**
 * `eth_signTypedData_v4`'s data, sent as a JSON string or as an object, parsed in full and checked the way it
 * will be signed (viem's `validateTypedData` and `hashTypedData`: every field of every type present and of
 * its type). Answers the exact JSON the server will sign and what the visitor sees: the domain and every
 * field of the message. Malformed data is refused here, before anyone is asked.
 */
export function parseTypedData(raw: unknown, chainId: string | number): { json: string; sections: ApprovalSection[] } {
  let data: unknown = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      throw invalid('not JSON')
    }
  }
  if (!isRecord(data)) throw invalid('not an object')
  const { domain = {}, types, primaryType, message } = data
  if (!isRecord(domain)) throw invalid('domain must be an object')
  if (!isRecord(types)) throw invalid('types are missing')
  if (typeof primaryType !== 'string' || !(primaryType in types)) throw invalid('primaryType is not one of the types')
  if (!isRecord(message)) throw invalid('message must be an object')
  for (const [name, fields] of Object.entries(types)) {
    if (
      !Array.isArray(fields) ||
      fields.some((f) => !isRecord(f) || typeof f.name !== 'string' || typeof f.type !== 'string')
    ) {
      throw invalid(`type ${name} must list {name, type} fields`)
    }
  }
  const typed = { domain, types, primaryType, message } as TypedData
  const { EIP712Domain: _, ...messageTypes } = typed.types
  const definition = { domain, types: messageTypes, primaryType, message } as unknown as TypedDataDefinition
  try {
    validateTypedData(definition)
    hashTypedData(definition)
  } catch (error) {
    throw invalid((error as Error).message.split('\n')[0] ?? 'cannot be signed')
  }
  const domainFields = (['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const)
    .filter((k) => domain[k] !== undefined)
    .map((k) => ({ label: k, value: String(domain[k]), mono: k === 'verifyingContract' || k === 'salt' }))
  const chain = Number(String(chainId).replace(/^eip155:/, ''))
  const otherChain = domain.chainId !== undefined && Number(domain.chainId) !== chain
  return {
    json: JSON.stringify(typed),
    sections: [
      {
        heading: 'Domain',
        ...(otherChain
          ? { warning: `This signature is for chain ${String(domain.chainId)}, not chain ${chain}.` }
          : {}),
        fields: domainFields,
      },
      { heading: primaryType, fields: flatten(message, primaryType, messageTypes, '', []) },
    ],
  }
}
