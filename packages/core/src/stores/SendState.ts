import type { TokenBalance } from '@gangway/protocol'

/** The Send flow's form (SPEC §4 "Sending a token"). */
export type SendState = {
  token: TokenBalance | undefined
  /** As typed, in whole units ("1.5"). */
  amount: string
  receiver: string
  /** Bitcoin: the fee rate in sat/vB as typed ('' = the network's estimate). */
  feeRate: string
  /** Network fee estimate in the native coin, once the preview asked for it. */
  fee: { amount: string; symbol: string } | undefined
  status: 'idle' | 'sending'
}

export function initialSendState(): SendState {
  return { token: undefined, amount: '', receiver: '', feeRate: '', fee: undefined, status: 'idle' }
}
