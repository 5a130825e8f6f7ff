import type { TokenBalance } from '@gangway/protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import { parseSendAmount } from './validateSend.ts'

type EvmRequest = { to: string; value?: bigint; data?: `0x${string}` }

/**
 * The EVM transaction that sends `amount` (base units) to `receiver`: a native transfer, or an ERC-20
 * `transfer(receiver, amount)` call to `contract`.
 */
export function evmTransferRequest(receiver: string, amount: bigint, contract?: string): EvmRequest {
  const to = (receiver.startsWith('0x') ? receiver : `0x${receiver}`) as `0x${string}`
  if (!contract) return { to, value: amount }
  return { to: contract, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) }
}

/**
 * The transaction that sends `amount` of `token` to `receiver`: a native transfer, or an ERC-20
 * `transfer(receiver, amount)` call to the token contract (its CAIP-10 address). Assumes a validated form.
 */
export function sendRequest(token: TokenBalance, amount: string, receiver: string): EvmRequest {
  const value = parseSendAmount(amount, Number(token.quantity.decimals)) ?? 0n
  const contract = token.address ? (token.address.split(':')[2] ?? token.address) : undefined
  return evmTransferRequest(receiver, value, contract)
}
