import {
  type Address,
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'

/** What the prompt shows of a transaction: its version, fee payer, signers and one line per instruction. */
export type SolanaTransactionSummary = {
  version: 'legacy' | 0
  feePayer: Address
  /** The recent blockhash (or durable nonce) the transaction lives by. */
  lifetime: string
  signers: Address[]
  instructions: string[]
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS: Record<string, string> = {
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PQnBqkCFvyfDzE: 'Token-2022',
}

/**
 * Decodes a wire transaction (signatures + message, legacy or v0) into kit's `Transaction` and a summary of
 * what it does. Bad bytes or an unsupported version answer -32602 / 4200 naming the method.
 */
export function decodeSolanaTransaction(
  method: string,
  bytes: Uint8Array,
): { transaction: Transaction; summary: SolanaTransactionSummary } {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) {
    throw new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: transaction must be non-empty bytes`)
  }
  let transaction: Transaction
  let message: CompiledTransactionMessage & { lifetimeToken?: string }
  try {
    transaction = getTransactionDecoder().decode(bytes)
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (error) {
    throw new ProviderRpcError(
      ProviderErrorCode.invalidParams,
      `${method}: the transaction bytes do not decode (${(error as Error).message})`,
    )
  }
  if (message.version !== 'legacy' && message.version !== 0) {
    throw new ProviderRpcError(
      ProviderErrorCode.unsupportedMethod,
      `${method}: transaction version ${message.version} is not supported (legacy and 0 are)`,
    )
  }
  const accounts = message.staticAccounts
  const name = (index: number) => accounts[index] ?? `(lookup table account ${index - accounts.length})`
  const instructions = message.instructions.map((ix) =>
    describeInstruction(name(ix.programAddressIndex), (ix.accountIndices ?? []).map(name), ix.data ?? new Uint8Array()),
  )
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
  if (lookups.length > 0) instructions.push(`Uses ${lookups.length} address lookup table(s)`)
  return {
    transaction,
    summary: {
      version: message.version,
      feePayer: accounts[0] as Address,
      lifetime: String(message.lifetimeToken ?? ''),
      signers: accounts.slice(0, message.header.numSignerAccounts),
      instructions,
    },
  }
}

/** Prompt lines for a transaction summary. */
export function solanaTransactionLines(summary: SolanaTransactionSummary): string[] {
  return [
    `Version ${summary.version}`,
    `Fee payer ${summary.feePayer}`,
    `Signers ${summary.signers.join(', ')}`,
    `Blockhash ${summary.lifetime}`,
    ...summary.instructions,
  ]
}

function describeInstruction(program: string, accounts: string[], data: ArrayLike<number>): string {
  const view = new DataView(Uint8Array.from(data).buffer)
  if (program === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === 2) {
    return `Transfer ${formatUnits(view.getBigUint64(4, true), 9)} SOL from ${accounts[0]} to ${accounts[1]}`
  }
  const token = TOKEN_PROGRAMS[program]
  if (token && data.length === 10 && data[0] === 12) {
    const amount = formatUnits(view.getBigUint64(1, true), data[9] as number)
    return `${token} transfer ${amount} of mint ${accounts[1]} from ${accounts[0]} to ${accounts[2]}`
  }
  if (token && data.length === 9 && data[0] === 3) {
    return `${token} transfer ${view.getBigUint64(1, true)} base units from ${accounts[0]} to ${accounts[1]}`
  }
  const hex = Array.from(data.length > 32 ? Array.from(data).slice(0, 32) : data, (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
  return `Program ${program}: ${accounts.length} account(s), data ${hex}${data.length > 32 ? '…' : ''} (${data.length} bytes)`
}

function formatUnits(value: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (value % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${value / base}.${fraction}` : `${value / base}`
}
