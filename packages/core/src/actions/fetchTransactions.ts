import { HistoryResponseSchema, type Transaction } from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'
import type { Kit } from '../Kit.ts'
import { filterTransactions } from '../portfolio/filterTransactions.ts'
import { isSupportedByServer } from './fetchSupportedChains.ts'
import { portfolioOwner } from './portfolioOwner.ts'
import { reportError } from './reportError.ts'
import { showSnack } from './showSnack.ts'

export const FAILED_TO_FETCH_TRANSACTIONS = 'FAILED_TO_FETCH_TRANSACTIONS'

/**
 * Reads the next page of the connected account's activity (the first page with `reset`) from the Gangway
 * server; transactions of other chains and spam-only ones are dropped. Pending transactions the history now
 * has are removed from the pending list. On failure the list is emptied and the snackbar says 'Failed to
 * fetch transactions'.
 */
export async function fetchTransactions(kit: Kit, options: { reset?: boolean } = {}): Promise<Transaction[]> {
  const owner = portfolioOwner(kit)
  // names and activity cover EVM only (SPEC §1)
  if (owner?.namespace !== 'eip155') return []
  const { portfolio } = kit.stores
  const state = portfolio.get()
  if (state.transactionsStatus === 'loading') return state.transactions
  if (!options.reset && state.transactionsNext === null) return state.transactions
  const cursor = options.reset ? undefined : (state.transactionsNext ?? undefined)
  portfolio.set({ transactionsStatus: 'loading' })
  try {
    // a network the server does not read (`/v1/supported-chains`): no activity, without asking
    if (!(await isSupportedByServer(kit, owner.network.caipNetworkId))) {
      portfolio.set({ transactions: [], transactionsNext: null, transactionsStatus: 'ready' })
      return []
    }
    const answer = HistoryResponseSchema.parse(
      await kit.api.get(`v1/account/${owner.address}/history`, { chainId: owner.network.caipNetworkId, cursor }),
    )
    if (portfolioOwner(kit)?.address !== owner.address) return []
    const page = filterTransactions(answer.data, owner.network.caipNetworkId)
    const before = options.reset ? [] : portfolio.get().transactions
    const ids = new Set(before.map((t) => t.id))
    const transactions = [...before, ...page.filter((t) => !ids.has(t.id))]
    const hashes = new Set(transactions.map((t) => t.metadata.hash.toLowerCase()))
    portfolio.set((s) => ({
      transactions,
      transactionsNext: answer.next,
      transactionsStatus: 'ready',
      pending: s.pending.filter((p) => !hashes.has(p.metadata.hash.toLowerCase())),
    }))
    return transactions
  } catch (error) {
    reportError(kit, error, error instanceof ApiRequestError ? 'API_ERROR' : 'DATA_PARSING_ERROR')
    portfolio.set({ transactions: [], transactionsNext: undefined, transactionsStatus: 'error' })
    showSnack(kit, 'Failed to fetch transactions', 'error', FAILED_TO_FETCH_TRANSACTIONS)
    return []
  }
}
