import {
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  formatUnits,
  type Hex,
  isAddress,
  isHex,
  maxUint256,
  parseAbi,
} from 'viem'
import { type ApprovalField, type ApprovalSection, SigningRequestError } from './approvalContent.ts'

/** A call as the server will send it: only these fields are forwarded. */
export type CheckedCall = { to: Hex; value?: Hex; data?: Hex; gas?: Hex }
/** `eth_call` through the server (reads a token's symbol and decimals); may fail. */
export type ReadContract = (to: Hex, data: Hex) => Promise<Hex>

/** Calls whose data the frame decodes: ERC-20 transfer/approve/transferFrom and NFT operator approval. */
const KNOWN_ABI = [...erc20Abi, ...parseAbi(['function setApprovalForAll(address operator, bool approved)'])]

const hexField = (value: unknown, name: string, index: number): Hex | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) {
    throw new SigningRequestError(`Transaction ${index + 1}: ${name} must be hex starting with 0x`)
  }
  return value
}

/** The fields of one call the server reads (to, value, data, gas), checked; nothing else is passed on. */
export function checkCall(raw: unknown, index: number): CheckedCall {
  if (typeof raw !== 'object' || raw === null) throw new SigningRequestError(`Transaction ${index + 1} is missing`)
  const c = raw as Record<string, unknown>
  if (typeof c.to !== 'string' || !isAddress(c.to, { strict: false })) {
    throw new SigningRequestError(`Transaction ${index + 1}: to must be an address`)
  }
  const value = hexField(c.value, 'value', index)
  const data = hexField(c.data, 'data', index)
  const gas = hexField(c.gas, 'gas', index)
  return { to: c.to, ...(value ? { value } : {}), ...(data ? { data } : {}), ...(gas ? { gas } : {}) }
}

async function tokenInfo(read: ReadContract | undefined, token: Hex) {
  if (!read) return undefined
  try {
    const [symbolHex, decimalsHex] = await Promise.all([
      read(token, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
      read(token, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
    ])
    const decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsHex })
    let symbol = '(token)'
    try {
      const text = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolHex })
      if (/^[\w .-]{1,16}$/.test(text)) symbol = text
    } catch {
      // a symbol that is not a string (bytes32 tokens): shown as (token)
    }
    return { symbol, decimals }
  } catch {
    return undefined
  }
}

/**
 * What one call does, for the approval panel: receiver, value, and the data — decoded where the ABI is known
 * (ERC-20 transfer, approve, transferFrom with the token's symbol and decimals read from the chain;
 * setApprovalForAll), always followed by the full raw data (never cut).
 */
export async function describeCall(call: CheckedCall, read?: ReadContract): Promise<ApprovalSection> {
  const fields: ApprovalField[] = [
    { label: 'To', value: call.to, mono: true },
    { label: 'Value', value: `${formatEther(call.value ? BigInt(call.value) : 0n)} ETH` },
  ]
  let warning: string | undefined
  const data = call.data && call.data !== '0x' ? call.data : undefined
  if (data) {
    let decoded: ReturnType<typeof decodeFunctionData<typeof KNOWN_ABI>> | undefined
    try {
      decoded = decodeFunctionData({ abi: KNOWN_ABI, data })
    } catch {
      decoded = undefined
    }
    if (decoded?.functionName === 'setApprovalForAll') {
      const [operator, approved] = decoded.args as [Hex, boolean]
      fields.push({
        label: 'Function',
        value: approved
          ? 'setApprovalForAll — give an operator ALL your NFTs of this collection'
          : 'setApprovalForAll — revoke an operator',
      })
      fields.push({ label: 'Operator', value: operator, mono: true })
      if (approved) warning = 'This lets the operator move every NFT you hold in this collection.'
    } else if (decoded && ['transfer', 'approve', 'transferFrom'].includes(decoded.functionName)) {
      const info = await tokenInfo(read, call.to)
      const args = decoded.args as readonly unknown[]
      const amount = args[args.length - 1] as bigint
      const shown =
        decoded.functionName === 'approve' && amount === maxUint256
          ? 'unlimited'
          : info
            ? `${formatUnits(amount, info.decimals)} ${info.symbol}`
            : `${amount} (raw units: not an ERC-20 with decimals, or they could not be read)`
      fields.push({ label: 'Function', value: `${decoded.functionName} (ERC-20${info ? ` ${info.symbol}` : ''})` })
      if (decoded.functionName === 'transfer') fields.push({ label: 'Recipient', value: String(args[0]), mono: true })
      if (decoded.functionName === 'approve') fields.push({ label: 'Spender', value: String(args[0]), mono: true })
      if (decoded.functionName === 'transferFrom') {
        fields.push({ label: 'From', value: String(args[0]), mono: true })
        fields.push({ label: 'Recipient', value: String(args[1]), mono: true })
      }
      fields.push({ label: 'Amount', value: shown })
      if (decoded.functionName === 'approve') {
        warning =
          amount === maxUint256
            ? 'This lets the spender take ANY amount of this token from you, now or later.'
            : 'This lets the spender take this amount of the token from you.'
      }
    } else {
      fields.push({
        label: 'Function',
        value: `unknown (selector ${data.slice(0, 10)}): it can do anything this contract allows`,
      })
    }
    fields.push({ label: `Data (${(data.length - 2) / 2} bytes)`, value: data, mono: true })
  }
  if (call.gas) fields.push({ label: 'Gas limit', value: BigInt(call.gas).toString() })
  return { fields, ...(warning ? { warning } : {}) }
}
