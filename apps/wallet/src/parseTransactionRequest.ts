import type { Address, Hex } from 'viem'
import { invalidParams, optionalHex, optionalQuantity, paramAddress, paramObject } from './walletParams.ts'

export type ParsedTransaction = {
  from: Address
  to?: Address | undefined
  value: bigint
  data?: Hex | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  nonce?: number | undefined
}

/** Validates an `eth_sendTransaction` param object (EIP-1474 hex quantities). */
export function parseTransactionRequest(method: string, value: unknown): ParsedTransaction {
  const tx = paramObject(method, value, 'transaction')
  const to = tx.to === undefined || tx.to === null ? undefined : paramAddress(method, tx.to, 'to')
  const data = optionalHex(method, tx.data ?? tx.input, 'data')
  if (to === undefined && data === undefined) throw invalidParams(method, 'a transaction needs "to" or "data"')
  const nonce = optionalQuantity(method, tx.nonce, 'nonce')
  return {
    from: paramAddress(method, tx.from, 'from'),
    to,
    value: optionalQuantity(method, tx.value, 'value') ?? 0n,
    data,
    gas: optionalQuantity(method, tx.gas, 'gas'),
    gasPrice: optionalQuantity(method, tx.gasPrice, 'gasPrice'),
    maxFeePerGas: optionalQuantity(method, tx.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: optionalQuantity(method, tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
}
