import type { TokenBalance } from '@gangway/protocol'
import type { TokenTransfer } from '../adapter/ChainAdapter.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { parseFeeRate, parseSendAmount } from './validateSend.ts'

/**
 * The Send form as an adapter's `sendToken` takes it: the amount in base units and the token's own address
 * (the last part of its CAIP-10 address; none for the native coin). Assumes a validated form.
 */
export function tokenTransfer(
  owner: { address: string; network: CaipNetwork },
  token: TokenBalance,
  amount: string,
  receiver: string,
  feeRate = '',
): TokenTransfer {
  const decimals = Number(token.quantity.decimals)
  const transfer: TokenTransfer = {
    from: owner.address,
    network: owner.network,
    to: receiver.trim(),
    amount: parseSendAmount(amount, decimals) ?? 0n,
  }
  const rate = parseFeeRate(feeRate)
  if (rate !== undefined) transfer.feeRate = rate
  if (token.address) transfer.token = { address: token.address.split(':')[2] ?? token.address, decimals }
  return transfer
}
