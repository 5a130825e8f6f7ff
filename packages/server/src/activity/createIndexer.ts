import type { Kysely } from 'kysely'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { Database } from '../db/Database.ts'
import { type Log, silentLog } from '../log.ts'
import { readBlockRange } from './readBlockRange.ts'
import { readTokenContracts } from './readTokenContracts.ts'

export type IndexerOptions = {
  db: Kysely<Database>
  /** CAIP-2 id, e.g. `eip155:31337`. */
  chainId: string
  rpcUrl: string
  /** Blocks stay unindexed until this many blocks are on top of them (0: index the head). */
  confirmations: number
  /** First block to index when the database has nothing for this chain yet; `'head'` starts at the current head. */
  startBlock: number | 'head'
  /** Blocks read per step. */
  batchSize?: number
  /** Wait between polls once caught up. */
  pollMs?: number
  /**
   * A local development chain (31337, 31338, 1337): a rewind there is the devnet started afresh — every
   * `npm start` — and is logged as a note (info), not a warning; elsewhere it is a reorg or a changed upstream.
   */
  local?: boolean
  log?: Log
  /** After each step: the chain's head, the confirmed head, the last indexed block (the server's metrics). */
  onProgress?: (progress: { head: number; safe: number; indexed: number }) => void
}

export type StepResult =
  | { kind: 'indexed'; from: number; to: number; caughtUp: boolean }
  | { kind: 'idle' }
  | { kind: 'rewound'; to: number | undefined }

export type Indexer = {
  /** Indexes the next batch of confirmed blocks, or rewinds after a reorg/chain reset. */
  step(): Promise<StepResult>
  /** Steps until the confirmed head is indexed. */
  catchUp(): Promise<void>
  /** Polls in the background until `stop()`; errors (RPC down …) are logged and retried with backoff. */
  start(): void
  stop(): Promise<void>
}

/** How many indexed block hashes are kept to find where a reorganised chain forked. */
const KEEP_BLOCK_HASHES = 128
/** Retries after RPC errors wait longer each time, up to 10 polls (and never more than 30 s). */
const MAX_BACKOFF_MS = 30_000

/**
 * Follows one EVM chain: each step reads the next confirmed blocks and writes their transfers, their block
 * hashes and so the new position in one database transaction, so a restart continues exactly where the last
 * committed step ended (no gaps, no duplicates; inserts are idempotent as well). Before each step the last
 * indexed block's hash is compared with the chain's; on a mismatch (a reorg deeper than the confirmation depth,
 * or a devnet restarted from scratch) everything above the fork is deleted and indexed again.
 */
export function createIndexer(options: IndexerOptions): Indexer {
  const { db, chainId, confirmations } = options
  const batchSize = options.batchSize ?? 50
  const pollMs = options.pollMs ?? 1_000
  const log = options.log ?? silentLog
  const client = createPublicClient({
    transport: http(options.rpcUrl, { batch: true, retryCount: 1 }),
    cacheTime: 0, // viem reuses eth_blockNumber for 4 s by default
  }) as PublicClient
  let running: Promise<void> | undefined
  let stopped = false
  let wake: (() => void) | undefined

  const lastIndexed = () =>
    db
      .selectFrom('indexed_blocks')
      .select(['number', 'hash'])
      .where('chain_id', '=', chainId)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst()

  const chainHash = async (number: number) => {
    try {
      return (await client.getBlock({ blockNumber: BigInt(number) })).hash
    } catch {
      return undefined // past the chain's head: the chain is shorter than what we indexed
    }
  }

  /** Deletes everything of this chain above `keep` (all of it when undefined). */
  const rewindTo = async (keep: number | undefined) => {
    await db.transaction().execute(async (tx) => {
      for (const table of ['transfers', 'transactions'] as const) {
        let q = tx.deleteFrom(table).where('chain_id', '=', chainId)
        if (keep !== undefined) q = q.where('block_number', '>', keep)
        await q.execute()
      }
      let q = tx.deleteFrom('indexed_blocks').where('chain_id', '=', chainId)
      if (keep !== undefined) q = q.where('number', '>', keep)
      await q.execute()
      if (keep === undefined) await tx.deleteFrom('token_contracts').where('chain_id', '=', chainId).execute()
    })
  }

  const findFork = async (): Promise<number | undefined> => {
    const stored = await db
      .selectFrom('indexed_blocks')
      .select(['number', 'hash'])
      .where('chain_id', '=', chainId)
      .orderBy('number', 'desc')
      .execute()
    for (const block of stored) if ((await chainHash(block.number)) === block.hash) return block.number
    return undefined
  }

  const step = async (): Promise<StepResult> => {
    const last = await lastIndexed()
    if (last && (await chainHash(last.number)) !== last.hash) {
      const fork = await findFork()
      await rewindTo(fork)
      log(options.local ? 'info' : 'warn', 'indexer rewound', { chainId, from: last.number, to: fork ?? 'start' })
      return { kind: 'rewound', to: fork }
    }
    const head = Number(await client.getBlockNumber())
    const safe = head - confirmations
    let from: number
    if (last) from = last.number + 1
    else from = options.startBlock === 'head' ? Math.max(0, safe) : options.startBlock
    if (from > safe) {
      options.onProgress?.({ head, safe, indexed: from - 1 })
      return { kind: 'idle' }
    }
    const to = Math.min(safe, from + batchSize - 1)
    const range = await readBlockRange(client, chainId, from, to)
    // the range must continue the indexed chain and be one chain itself (a reorg while reading fails here)
    let parent = last?.hash
    for (const block of range.blocks) {
      if (parent !== undefined && block.parentHash !== parent) {
        throw new Error(`Block ${block.number} of ${chainId} does not extend the indexed chain (reorg while reading)`)
      }
      parent = block.hash
    }
    const known = new Set(
      (await db.selectFrom('token_contracts').select('address').where('chain_id', '=', chainId).execute()).map(
        (r) => r.address,
      ),
    )
    const fresh = new Map<string, 'erc20' | 'erc721'>()
    for (const t of range.transfers) {
      if (t.contract && t.kind !== 'native' && !known.has(t.contract)) fresh.set(t.contract, t.kind)
    }
    const contracts = await readTokenContracts(
      client,
      chainId,
      [...fresh].map(([address, kind]) => ({ address, kind })),
    )
    await db.transaction().execute(async (tx) => {
      if (range.transactions.length) {
        await tx
          .insertInto('transactions')
          .values(range.transactions)
          .onConflict((oc) => oc.columns(['chain_id', 'hash']).doNothing())
          .execute()
        await tx
          .insertInto('transfers')
          .values(range.transfers)
          .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
          .execute()
      }
      if (contracts.length) {
        await tx
          .insertInto('token_contracts')
          .values(contracts)
          .onConflict((oc) => oc.columns(['chain_id', 'address']).doNothing())
          .execute()
      }
      await tx
        .insertInto('indexed_blocks')
        .values(range.blocks.map((b) => ({ chain_id: chainId, number: b.number, hash: b.hash })))
        .onConflict((oc) => oc.columns(['chain_id', 'number']).doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash') })))
        .execute()
      await tx
        .deleteFrom('indexed_blocks')
        .where('chain_id', '=', chainId)
        .where('number', '<=', to - KEEP_BLOCK_HASHES)
        .execute()
    })
    options.onProgress?.({ head, safe, indexed: to })
    return { kind: 'indexed', from, to, caughtUp: to >= safe }
  }

  const catchUp = async () => {
    for (;;) {
      const result = await step()
      if (result.kind === 'idle' || (result.kind === 'indexed' && result.caughtUp)) return
    }
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const loop = async () => {
    let failures = 0
    while (!stopped) {
      try {
        const result = await step()
        failures = 0
        if (result.kind === 'idle' || (result.kind === 'indexed' && result.caughtUp)) await sleep(pollMs)
      } catch (error) {
        failures++
        const wait = Math.min(MAX_BACKOFF_MS, pollMs * 10, pollMs * 2 ** Math.min(failures, 5))
        if (failures === 1 || failures % 10 === 0) {
          log('warn', 'indexer step failed', {
            chainId,
            error: (error as Error).message.split('\n')[0],
            retryInMs: wait,
          })
        }
        if (!stopped) await sleep(wait)
      }
    }
  }

  return {
    step,
    catchUp,
    start() {
      stopped = false
      running ??= loop().finally(() => {
        running = undefined
      })
    },
    async stop() {
      stopped = true
      wake?.()
      await running
    },
  }
}
