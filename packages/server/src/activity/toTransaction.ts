import type { Transaction, TransactionTransfer } from '@gangway/protocol'
import { formatUnits } from 'viem'
import type { TokenContractsTable, TransactionsTable, TransfersTable } from '../db/Database.ts'
import type { NftMetadata } from './readNftMetadata.ts'

const ZERO = '0x0000000000000000000000000000000000000000'

export type TransactionContext = {
  address: string
  contracts: Map<string, TokenContractsTable>
  nftMetadata: Map<string, NftMetadata>
  spam: ReadonlySet<string>
  nativeCurrency(chainId: string): { name: string; symbol: string }
}

/** An indexed transaction as the history answer shows it, seen from `ctx.address`. */
export function toTransaction(
  tx: TransactionsTable & { transfers: TransfersTable[] },
  ctx: TransactionContext,
): Transaction {
  const transfers = tx.transfers.map((t): TransactionTransfer => {
    const direction =
      t.sender === ctx.address && t.recipient === ctx.address ? 'self' : t.sender === ctx.address ? 'out' : 'in'
    if (t.kind === 'native') {
      const native = ctx.nativeCurrency(t.chain_id)
      return {
        direction,
        quantity: { numeric: formatUnits(BigInt(t.amount), 18), decimals: 18 },
        fungible_info: { ...native, icon: { url: `/public/getCurrencyImage/${native.symbol}` } },
      }
    }
    const contract = ctx.contracts.get(`${t.chain_id}|${t.contract}`)
    if (t.kind === 'erc20') {
      const decimals = contract?.decimals ?? 0
      const symbol = contract?.symbol ?? '?'
      return {
        direction,
        quantity: { numeric: formatUnits(BigInt(t.amount), decimals), decimals },
        fungible_info: { name: contract?.name ?? symbol, symbol, icon: { url: `/public/getTokenImage/${symbol}` } },
      }
    }
    const caip10 = `${t.chain_id}:${t.contract}`
    const meta = ctx.nftMetadata.get(`${caip10}:${t.token_id}`)
    return {
      direction,
      quantity: { numeric: '1', decimals: 0 },
      nft_info: {
        name: meta?.name ?? `${contract?.name ?? 'NFT'} #${t.token_id}`,
        image: meta?.image ?? null,
        is_spam: ctx.spam.has(caip10),
        token_id: t.token_id ?? '0',
        contract: caip10,
      },
    }
  })
  const directions = new Set(transfers.map((t) => t.direction))
  const minted = tx.transfers.some((t) => t.sender === ZERO && t.recipient === ctx.address)
  const operationType = minted
    ? 'mint'
    : directions.size === 1 && directions.has('out')
      ? 'send'
      : directions.size === 1 && directions.has('in')
        ? 'receive'
        : 'execute'
  return {
    id: `${tx.chain_id}:${tx.hash}`,
    metadata: {
      operationType,
      hash: tx.hash,
      minedAt: tx.mined_at.toISOString(),
      chain: tx.chain_id,
      status: tx.status,
      sentFrom: tx.sent_from,
      sentTo: tx.sent_to,
    },
    transfers,
  }
}
