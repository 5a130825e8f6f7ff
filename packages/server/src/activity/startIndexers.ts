import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config/ServerConfig.ts'
import type { Database } from '../db/Database.ts'
import type { Log } from '../log.ts'
import type { Metrics } from '../metrics/createMetrics.ts'
import { createIndexer, type Indexer } from './createIndexer.ts'

/** Local development chains: instant blocks, no reorgs, short — indexed from block 0 at the head. */
const LOCAL_CHAINS = new Set(['eip155:31337', 'eip155:31338', 'eip155:1337'])

/** Starts one background indexer per EVM chain of `rpcUpstreams`; each reports its progress to `metrics`. */
export function startIndexers(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'rpcUpstreams' | 'indexer'>,
  log: Log,
  metrics?: Pick<Metrics, 'indexer'>,
): Indexer[] {
  return Object.entries(config.rpcUpstreams)
    .filter(([chainId]) => chainId.startsWith('eip155:'))
    .map(([chainId, rpcUrl]) => {
      const local = LOCAL_CHAINS.has(chainId)
      const indexer = createIndexer({
        db,
        chainId,
        rpcUrl,
        confirmations: config.indexer.confirmations ?? (local ? 0 : 12),
        startBlock: config.indexer.startBlocks[chainId] ?? (local ? 0 : 'head'),
        pollMs: config.indexer.pollMs,
        local,
        log,
        ...(metrics ? { onProgress: (progress) => metrics.indexer(chainId, progress) } : {}),
      })
      indexer.start()
      return indexer
    })
}
