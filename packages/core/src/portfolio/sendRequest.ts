import type { TokenBalance } from '@gangway/protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import { parseSendAmount } from './validateSend.ts'

/**
 * The transaction that sends `amount` of `token` to `receiver`: a native transfer, or an ERC-20
 * `transfer(receiver, amount)` call to the token contract (its CAIP-10 address). Assumes a validated form.
 */
export function sendRequest(
  token: TokenBalance,
  amount: string,
  receiver: string,
): { to: string; value?: bigint; data?: `0x${string}` } {
  const value = parseSendAmount(amount, Number(token.quantity.decimals)) ?? 0n
  const to = (receiver.startsWith('0x') ? receiver : `0x${receiver}`) as `0x${string}`
  if (!token.address) return { to, value }
  const contract = token.address.split(':')[2] ?? token.address
  return { to: contract, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }) }
}
