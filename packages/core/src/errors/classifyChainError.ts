import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
} from 'viem'
import type { KitErrorCode } from './KitError.ts'

type NodeErrorClass = (abstract new (...args: never[]) => Error) & { nodeMessage: RegExp }

/** viem's chain-node error classes (in viem's own order of matching), each with our code and clear text. */
const CLASSES: [NodeErrorClass, KitErrorCode, string][] = [
  [ExecutionRevertedError, 'EXECUTION_REVERTED', 'Execution reverted'],
  [FeeCapTooHighError, 'FEE_CAP_TOO_HIGH', 'Fee cap too high: the max fee per gas is above 2^256-1'],
  [FeeCapTooLowError, 'FEE_CAP_TOO_LOW', 'Fee cap too low: the max fee per gas is below the base fee'],
  [NonceTooHighError, 'NONCE_TOO_HIGH', 'Nonce too high: an earlier transaction is still missing'],
  [NonceTooLowError, 'NONCE_TOO_LOW', 'Nonce too low: a transaction with this nonce was already sent'],
  [NonceMaxValueError, 'NONCE_MAX_VALUE', 'Nonce has reached its maximum value'],
  [InsufficientFundsError, 'INSUFFICIENT_FUNDS', 'Insufficient funds for the amount and the network fee'],
  [IntrinsicGasTooHighError, 'GAS_TOO_HIGH', 'Gas too high: above the block gas limit'],
  [IntrinsicGasTooLowError, 'GAS_TOO_LOW', 'Gas too low: below what the transaction needs'],
  [TipAboveFeeCapError, 'TIP_ABOVE_FEE_CAP', 'Priority fee above the fee cap'],
]

/** The errors of `error`'s `cause` chain, outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let current = error; current && chain.length < 8; current = (current as { cause?: unknown }).cause) {
    chain.push(current)
  }
  return chain
}

/** The revert reason viem or the node gave, if any. */
function revertReason(error: unknown): string | undefined {
  for (const e of chainOf(error)) {
    const text = (e as { details?: unknown; message?: unknown }).details ?? (e as { message?: unknown }).message
    const match = typeof text === 'string' ? /execution reverted(?: with reason)?:\s*([^\n]+?)\.?$/im.exec(text) : null
    if (match?.[1]) return match[1].trim()
  }
  return undefined
}

/**
 * Classifies a failed transaction by the chain node's error (SPEC §8: nonce too low/high, insufficient funds,
 * fee cap too low/high, gas too low/high, reverted execution): viem's error classes anywhere in the `cause`
 * chain, else the node's message matched by the same classes' `nodeMessage` (errors that came through a
 * wallet or WalletConnect as plain messages). Undefined when it is none of them.
 */
export function classifyChainError(error: unknown): { code: KitErrorCode; message: string } | undefined {
  const chain = chainOf(error)
  const found =
    CLASSES.find(([Class]) => chain.some((e) => e instanceof Class)) ??
    CLASSES.find(([Class]) =>
      chain.some((e) => {
        const details = (e as { details?: unknown }).details
        const message = (e as { message?: unknown }).message
        return [details, message].some((t) => typeof t === 'string' && Class.nodeMessage.test(t.toLowerCase()))
      }),
    )
  if (!found) return undefined
  const [, code, text] = found
  if (code !== 'EXECUTION_REVERTED') return { code, message: text }
  const reason = revertReason(error)
  return { code, message: reason ? `${text}: ${reason}` : text }
}
