import type { Nft, TokenBalance, Transaction } from '@gangway/protocol'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * What the connected account holds and did, as the Account tabs show it. `account` and `network` name whose
 * data it is (a change of either empties it).
 */
export type PortfolioState = {
  account: string | undefined
  network: string | undefined
  tokens: TokenBalance[]
  /** `error` shows 'Token Balance Unavailable' (a failure or an unsupported network). */
  tokensStatus: LoadStatus
  /** When reading balances last failed; no new attempt before SPEC §9's 30 s. */
  tokensFailedAt: number | undefined
  nfts: Nft[]
  nftsStatus: LoadStatus
  transactions: Transaction[]
  /** Cursor of the next history page; null when the last page was read. */
  transactionsNext: string | null | undefined
  transactionsStatus: LoadStatus
  /** Transactions sent from the dialog that the history does not have yet (newest first, at most 99). */
  pending: Transaction[]
}

export function initialPortfolioState(): PortfolioState {
  return {
    account: undefined,
    network: undefined,
    tokens: [],
    tokensStatus: 'idle',
    tokensFailedAt: undefined,
    nfts: [],
    nftsStatus: 'idle',
    transactions: [],
    transactionsNext: undefined,
    transactionsStatus: 'idle',
    pending: [],
  }
}
