import type { Kysely } from 'kysely'
import type { Indexer } from './activity/createIndexer.ts'
import { startIndexers } from './activity/startIndexers.ts'
import { AuthLimits } from './auth/authLimits.ts'
import type { AuthSetup } from './auth/setupAuth.ts'
import { sweepExpiredSignins } from './auth/sweepExpiredSignins.ts'
import type { ServerConfig } from './config/ServerConfig.ts'
import type { Database } from './db/Database.ts'
import { runAsLeader } from './leader/runAsLeader.ts'
import type { Log } from './log.ts'
import type { Metrics } from './metrics/createMetrics.ts'
import { sweepNameSignatures } from './names/sweepNameSignatures.ts'
import { sweepOnrampEvents } from './onramp/sweepOnrampEvents.ts'
import { sweepExpiredSiwx } from './siwx/sweepExpiredSiwx.ts'
import { sweepSponsorSpend } from './smart/sweepSponsorSpend.ts'

/**
 * The background work — the activity indexers and the sweeper of expired rows — on one node of those that
 * share the database (`runAsLeader`): another node takes it over when this one stops or dies.
 */
export function startBackgroundWork(
  db: Kysely<Database>,
  config: ServerConfig,
  auth: AuthSetup,
  log: Log,
  metrics: Pick<Metrics, 'indexer' | 'indexerStopped'>,
) {
  let indexers: Indexer[] = []
  let sweeper: NodeJS.Timeout | undefined
  const indexedChains = () => Object.keys(config.rpcUpstreams).filter((id) => id.startsWith('eip155:'))
  return runAsLeader(
    config.database,
    'gangway:background',
    {
      start() {
        if (config.indexer.enabled) indexers = startIndexers(db, config, log, metrics)
        const sweep = () =>
          Promise.all([
            auth.service.sweepExpired(),
            sweepExpiredSiwx(db, Date.now()),
            auth.social.sweepExpired(),
            sweepExpiredSignins(db, Date.now()),
            sweepOnrampEvents(db, Date.now()),
            sweepNameSignatures(db, Date.now()),
            sweepSponsorSpend(db, Date.now()),
          ]).then(
            ([authDeleted, siwxDeleted, socialStates, signinsDeleted, onrampEvents, nameSignatures, sponsorDays]) => {
              if (sponsorDays > 0) log('info', 'swept old sponsorship counters', { sponsorDays })
              if (onrampEvents > 0) log('info', 'swept old onramp webhook events', { onrampEvents })
              if (nameSignatures > 0) log('info', 'swept old name registration signatures', { nameSignatures })
              const deleted = { ...authDeleted, socialStates }
              if (Object.values(deleted).some((n) => n > 0)) log('info', 'swept expired auth rows', deleted)
              if (Object.values(siwxDeleted).some((n) => n > 0)) log('info', 'swept expired siwx rows', siwxDeleted)
              if (Object.values(signinsDeleted).some((n) => n > 0)) {
                log('info', 'swept expired farcaster/telegram rows', signinsDeleted)
              }
            },
            (error: Error) => log('warn', 'auth sweep failed', { error: error.message }),
          )
        void sweep()
        sweeper = setInterval(sweep, AuthLimits.SWEEP_INTERVAL_MS)
        sweeper.unref()
      },
      async stop() {
        clearInterval(sweeper)
        await Promise.all(indexers.map((i) => i.stop()))
        indexers = []
        for (const chain of indexedChains()) metrics.indexerStopped(chain)
      },
    },
    { log },
  )
}
