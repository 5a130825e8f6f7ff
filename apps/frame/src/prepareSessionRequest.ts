import { formatEther, type Hex, isAddress, isHex } from 'viem'
import { type ApprovalField, type ApprovalSection, SigningRequestError } from './approvalContent.ts'
import type { PreparedRequest } from './prepareSigningRequest.ts'

type Abi = readonly Record<string, unknown>[]
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const json = (v: unknown) => JSON.stringify(v)

/** `name(type,…)` of each ABI function called `name` (overloads all listed): the selectors the grant allows. */
function signaturesOf(abi: Abi, name: string): string {
  const found = abi
    .filter((item) => item.type === 'function' && item.name === name)
    .map((item) => {
      const inputs = Array.isArray(item.inputs) ? (item.inputs as { type?: unknown }[]) : []
      return `${name}(${inputs.map((i) => String(i.type)).join(',')})`
    })
  return found.length > 0 ? found.join(', ') : `${name} (not in the ABI given)`
}

function permissionSection(permission: unknown, index: number, count: number): ApprovalSection {
  if (!isRecord(permission) || typeof permission.type !== 'string' || !isRecord(permission.data)) {
    throw new SigningRequestError(`Permission ${index + 1} must have a type and data`)
  }
  const heading = `Permission ${index + 1} of ${count}: ${permission.type}`
  const data = permission.data
  if (permission.type === 'contract-call') {
    const abi = (Array.isArray(data.abi) ? data.abi : []) as Abi
    const functions = Array.isArray(data.functions) ? (data.functions as Record<string, unknown>[]) : []
    const fields: ApprovalField[] = [{ label: 'Contract', value: String(data.address), mono: true }]
    for (const fn of functions) {
      const name = typeof fn.functionName === 'string' ? fn.functionName : '?'
      fields.push({ label: 'May call', value: signaturesOf(abi, name), mono: true })
      const rest = Object.fromEntries(Object.entries(fn).filter(([k]) => k !== 'functionName'))
      if (Object.keys(rest).length > 0) fields.push({ label: 'Conditions', value: json(rest), mono: true })
    }
    if (functions.length === 0) fields.push({ label: 'May call', value: 'any function of this contract' })
    return { heading, fields }
  }
  if (
    permission.type === 'native-token-recurring-allowance' &&
    typeof data.allowance === 'string' &&
    isHex(data.allowance)
  ) {
    return {
      heading,
      fields: [
        {
          label: 'May spend',
          value: `${formatEther(BigInt(data.allowance))} ETH in all: its calls' values and the gas it makes your account pay`,
        },
        { label: 'Every', value: `${String(data.period)} seconds` },
        {
          label: 'From',
          value: typeof data.start === 'number' ? new Date(data.start * 1000).toISOString() : String(data.start),
        },
      ],
    }
  }
  return { heading, fields: [{ label: 'Data', value: json(data), mono: true }] }
}

/** The signer's key(s) or account, as the request names them. */
function signerText(signer: unknown): string {
  if (!isRecord(signer) || !isRecord(signer.data)) throw new SigningRequestError('The session needs a signer')
  if (signer.type === 'keys' && Array.isArray(signer.data.keys)) {
    return (signer.data.keys as { publicKey?: unknown }[]).map((k) => String(k.publicKey)).join(', ')
  }
  if (signer.type === 'key') return String(signer.data.publicKey)
  if (signer.type === 'account') return String(signer.data.id)
  throw new SigningRequestError(`Unknown signer type ${String(signer.type)}`)
}

/**
 * ERC-7715 session permissions, shown before the frame forwards them (the server turns them into the
 * account's on-chain scope): `wallet_grantPermissions` — the key that gets the permissions, until when, each
 * permission (contract-call: the contract and every function signature the ABI gives for the names asked;
 * spending allowance in ETH; anything else as its JSON), the policies; a grant for another chain is refused.
 * `wallet_revokePermissions` — the session's pci. What is forwarded is the request as shown (JSON copy).
 */
export function prepareSessionRequest(method: string, rawParams: unknown, chainId: string | number): PreparedRequest {
  const params = Array.isArray(rawParams) ? rawParams : [rawParams]
  const request = params[0]
  if (!isRecord(request)) throw new SigningRequestError('The request needs an object')
  const copy = JSON.parse(json(request)) as Record<string, unknown>
  if (method === 'wallet_revokePermissions') {
    if (typeof request.pci !== 'string' || request.pci.length === 0) throw new SigningRequestError('pci is required')
    return {
      content: {
        title: 'Revoke session permissions',
        sections: [{ fields: [{ label: 'Session', value: request.pci, mono: true }] }],
      },
      params: [copy],
    }
  }
  const wallet = Number(chainId.toString().replace(/^eip155:/, ''))
  if (typeof request.chainId !== 'string' || !isHex(request.chainId) || Number(request.chainId) !== wallet) {
    throw new SigningRequestError(`The permissions must be for this chain (${wallet})`)
  }
  if (typeof request.expiry !== 'number' || !Number.isFinite(request.expiry)) {
    throw new SigningRequestError('expiry must be a time in seconds')
  }
  if (
    request.address !== undefined &&
    (typeof request.address !== 'string' || !isAddress(request.address, { strict: false }))
  ) {
    throw new SigningRequestError('address must be an address')
  }
  const permissions = Array.isArray(request.permissions) ? request.permissions : []
  if (permissions.length === 0) throw new SigningRequestError('No permission asked for')
  const policies = Array.isArray(request.policies) ? request.policies : []
  const spends = permissions.some((p) => isRecord(p) && p.type === 'native-token-recurring-allowance')
  const summary: ApprovalField[] = [
    { label: 'Key', value: signerText(request.signer), mono: true },
    { label: 'Until', value: new Date(request.expiry * 1000).toISOString() },
    ...(spends
      ? []
      : [{ label: 'Spending', value: 'none: not your ETH, not even for gas (a paymaster must pay its operations)' }]),
    ...(typeof request.address === 'string' ? [{ label: 'Account', value: request.address as Hex, mono: true }] : []),
    ...policies.map((p) => ({ label: 'Policy', value: json(p), mono: true })),
  ]
  return {
    content: {
      title: 'Grant session permissions',
      sections: [
        {
          heading: 'Session key',
          warning: 'This key may act for your account within these permissions without asking you again.',
          fields: summary,
        },
        ...permissions.map((p, i) => permissionSection(p, i, permissions.length)),
      ],
    },
    params: [copy],
  }
}
