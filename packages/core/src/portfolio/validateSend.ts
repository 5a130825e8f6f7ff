import type { ChainNamespace } from '@gangway/protocol'
import { parseUnits } from 'viem'
import type { SendState } from '../stores/SendState.ts'

export const SendErrorCode = {
  REQUIRED: 'SEND_REQUIRED',
  NO_TOKEN: 'SEND_NO_TOKEN',
  INVALID_AMOUNT: 'SEND_INVALID_AMOUNT',
  INVALID_ADDRESS: 'SEND_INVALID_ADDRESS',
  INSUFFICIENT_FUNDS: 'SEND_INSUFFICIENT_FUNDS',
  INVALID_FEE_RATE: 'SEND_INVALID_FEE_RATE',
} as const
export type SendErrorCode = (typeof SendErrorCode)[keyof typeof SendErrorCode]
export type SendError = { code: SendErrorCode; message: string }

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** Bech32(m) (bc1…, tb1…, bcrt1…) or base58 (1…, 3…, m…, n…, 2…) Bitcoin addresses; the adapter checks the network. */
const BITCOIN_ADDRESS =
  /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,39})$/

/** Receiver check per namespace: EVM 40 hex digits with optional 0x; Solana 32–44 base58 characters; Bitcoin bech32 or base58. */
export function isValidReceiver(address: string, namespace: ChainNamespace): boolean {
  if (namespace === 'eip155') return EVM_ADDRESS.test(address)
  if (namespace === 'solana') return SOLANA_ADDRESS.test(address)
  if (namespace === 'bip122') return BITCOIN_ADDRESS.test(address)
  return address.trim().length > 0
}

/** The amount in the token's base units; undefined when it is not a positive decimal within its decimals. */
export function parseSendAmount(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim()
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return undefined
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals) return undefined
  const value = parseUnits(text.endsWith('.') ? text.slice(0, -1) : text, decimals)
  return value > 0n ? value : undefined
}

/** A fee rate as typed, in sat/vB: '' → undefined (the network's estimate); not a positive number → NaN. */
export function parseFeeRate(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim()
  if (trimmed === '') return undefined
  const rate = /^\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
  return rate > 0 && rate <= 100_000 ? rate : Number.NaN
}

/**
 * Every reason the form cannot be sent yet, each once, in the order a visitor fills it in (token, a missing
 * amount or receiver, the amount, the receiver, the balance, the fee rate): the view shows each beside its
 * field at once, not one at a time. Insufficient balance is found here, before anything is sent.
 */
export function sendErrors(
  state: Pick<SendState, 'token' | 'amount' | 'receiver'> & { feeRate?: string },
  namespace: ChainNamespace,
): SendError[] {
  const errors: SendError[] = []
  if (!state.token) errors.push({ code: SendErrorCode.NO_TOKEN, message: 'Select a token' })
  if (state.amount.trim() === '' || state.receiver.trim() === '') {
    errors.push({ code: SendErrorCode.REQUIRED, message: 'An amount and receiver address are required' })
  }
  const decimals = state.token ? Number(state.token.quantity.decimals) : undefined
  const value = state.amount.trim() === '' ? undefined : parseSendAmount(state.amount, decimals ?? 18)
  if (state.amount.trim() !== '' && value === undefined) {
    errors.push({ code: SendErrorCode.INVALID_AMOUNT, message: 'Invalid amount' })
  }
  if (state.receiver.trim() !== '' && !isValidReceiver(state.receiver.trim(), namespace)) {
    errors.push({ code: SendErrorCode.INVALID_ADDRESS, message: 'Invalid address' })
  }
  if (state.token && value !== undefined && value > parseUnits(state.token.quantity.numeric, decimals ?? 18)) {
    errors.push({ code: SendErrorCode.INSUFFICIENT_FUNDS, message: 'Insufficient funds' })
  }
  if (Number.isNaN(parseFeeRate(state.feeRate))) {
    errors.push({ code: SendErrorCode.INVALID_FEE_RATE, message: 'Invalid fee rate' })
  }
  return errors
}

/** Why the form cannot be sent yet: the first of `sendErrors`, or undefined. */
export function validateSend(
  state: Pick<SendState, 'token' | 'amount' | 'receiver'> & { feeRate?: string },
  namespace: ChainNamespace,
): SendError | undefined {
  return sendErrors(state, namespace)[0]
}
