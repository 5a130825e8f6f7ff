import type { Hex, PublicClient } from 'viem'
import type { TransactionsTable, TransfersTable } from '../db/Database.ts'

/** keccak256("Transfer(address,address,uint256)"): the same topic for ERC-20 (3 topics) and ERC-721 (4). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export type BlockRange = {
  blocks: { number: number; hash: string; parentHash: string }[]
  transactions: TransactionsTable[]
  transfers: TransfersTable[]
}

type RpcReceipt = {
  transactionHash: Hex
  status: Hex
  logs: { address: Hex; topics: Hex[]; data: Hex; logIndex: Hex; removed?: boolean }[]
}

const topicAddress = (topic: Hex | undefined) => `0x${(topic ?? '').slice(-40)}`.toLowerCase()

/**
 * Reads blocks `from..to` with their transactions and receipts (`eth_getBlockReceipts`) and answers the
 * transfers in them: the native value of each transaction and every ERC-20/ERC-721 `Transfer` log. Only
 * transactions with a transfer are answered. Value moved by contracts internally is not seen (no tracing).
 */
export async function readBlockRange(client: PublicClient, chainId: string, from: number, to: number) {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const blocks = await Promise.all(
    numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })),
  )
  const receipts = await Promise.all(
    blocks.map((block) =>
      block.transactions.length === 0
        ? Promise.resolve([] as RpcReceipt[])
        : (client.request({
            method: 'eth_getBlockReceipts' as never,
            params: [`0x${(block.number as bigint).toString(16)}`] as never,
          }) as Promise<RpcReceipt[]>),
    ),
  )
  const range: BlockRange = { blocks: [], transactions: [], transfers: [] }
  blocks.forEach((block, b) => {
    const number = Number(block.number)
    range.blocks.push({ number, hash: block.hash as string, parentHash: block.parentHash })
    const byHash = new Map((receipts[b] ?? []).map((r) => [r.transactionHash.toLowerCase(), r]))
    const minedAt = new Date(Number(block.timestamp) * 1000)
    for (const tx of block.transactions) {
      const receipt = byHash.get(tx.hash.toLowerCase())
      if (!receipt) throw new Error(`No receipt for ${tx.hash} in block ${number}`)
      const txIndex = tx.transactionIndex ?? 0
      const base = { chain_id: chainId, tx_hash: tx.hash.toLowerCase(), block_number: number, tx_index: txIndex }
      const transfers: TransfersTable[] = []
      const sender = tx.from.toLowerCase()
      if (tx.value > 0n && tx.to) {
        const recipient = tx.to.toLowerCase()
        transfers.push({
          ...base,
          log_index: -1,
          kind: 'native',
          contract: null,
          sender,
          recipient,
          amount: tx.value.toString(),
          token_id: null,
        })
      }
      for (const log of receipt.logs) {
        if (log.removed || log.topics[0] !== TRANSFER_TOPIC) continue
        const nft = log.topics.length === 4
        if (!nft && (log.topics.length !== 3 || log.data.length !== 66)) continue
        transfers.push({
          ...base,
          log_index: Number(log.logIndex),
          kind: nft ? 'erc721' : 'erc20',
          contract: log.address.toLowerCase(),
          sender: topicAddress(log.topics[1]),
          recipient: topicAddress(log.topics[2]),
          amount: nft ? '1' : BigInt(log.data).toString(),
          token_id: nft ? BigInt(log.topics[3] as Hex).toString() : null,
        })
      }
      if (transfers.length === 0) continue
      range.transfers.push(...transfers)
      range.transactions.push({
        chain_id: chainId,
        hash: base.tx_hash,
        block_number: number,
        tx_index: txIndex,
        mined_at: minedAt,
        sent_from: sender,
        sent_to: tx.to?.toLowerCase() ?? null,
        status: receipt.status === '0x1' ? 'confirmed' : 'failed',
      })
    }
  })
  return range
}
