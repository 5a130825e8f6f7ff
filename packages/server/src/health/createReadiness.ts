import { type Log, silentLog } from '../log.ts'

/** Where the process is: opening the database (and Redis) and migrating, serving, or shutting down. */
export type ReadinessPhase = 'starting' | 'ready' | 'stopping'

/** `GET /readyz`'s body: the phase or, while serving, whether each dependency answered. */
export type ReadinessAnswer = {
  ready: boolean
  body: { status: 'starting' | 'ready' | 'unavailable' | 'stopping'; checks?: Record<string, 'ok' | 'unavailable'> }
}

/** A dependency that must answer for the node to take traffic (`select 1`, Redis `PING`). */
export type ReadinessCheck = () => Promise<unknown>

/** A check that has not answered by then counts as down. */
export const READINESS_CHECK_TIMEOUT_MS = 2000
/** Answers of the checks are reused this long: a flood of `/readyz` costs one query a second at most. */
export const READINESS_CACHE_MS = 1000

/**
 * The node's readiness (`/readyz`): not ready while it starts (database and Redis not answering yet,
 * migrations not run) and from the moment a shutdown starts; in between, ready while every check answers
 * within `READINESS_CHECK_TIMEOUT_MS`. Checks run one at a time and their answer is reused for
 * `READINESS_CACHE_MS`. A change of answer is logged (which check went down, with its error), not every probe.
 */
export function createReadiness(options: { log?: Log; phase?: ReadinessPhase } = {}) {
  const log = options.log ?? silentLog
  let phase: ReadinessPhase = options.phase ?? 'starting'
  let checks: Record<string, ReadinessCheck> = {}
  let last: { at: number; answer: Promise<ReadinessAnswer> } | undefined
  let wasReady = true

  const run = async (): Promise<ReadinessAnswer> => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined
        try {
          await Promise.race([
            check(),
            new Promise((_, reject) => {
              timer = setTimeout(
                () => reject(new Error(`no answer in ${READINESS_CHECK_TIMEOUT_MS} ms`)),
                READINESS_CHECK_TIMEOUT_MS,
              )
            }),
          ])
          return [name, 'ok', undefined] as const
        } catch (error) {
          return [name, 'unavailable', (error as Error).message] as const
        } finally {
          clearTimeout(timer)
        }
      }),
    )
    const ready = results.every(([, state]) => state === 'ok')
    if (ready !== wasReady) {
      wasReady = ready
      if (ready) log('info', 'ready again: every readiness check answers', {})
      else {
        const down = Object.fromEntries(results.filter(([, s]) => s !== 'ok').map(([n, , e]) => [n, e]))
        log('warn', 'not ready: a readiness check failed', down)
      }
    }
    return {
      ready,
      body: {
        status: ready ? 'ready' : 'unavailable',
        checks: Object.fromEntries(results.map(([name, state]) => [name, state])),
      },
    }
  }

  const readiness = {
    phase: (): ReadinessPhase => phase,
    /** The checks of a serving node (the database, Redis): set once they exist. */
    serving(withChecks: Record<string, ReadinessCheck>) {
      checks = withChecks
      last = undefined
      if (phase === 'starting') phase = 'ready'
      return readiness
    },
    /** A shutdown started: not ready from now on, whatever the checks say. */
    stopping() {
      phase = 'stopping'
    },
    async check(): Promise<ReadinessAnswer> {
      if (phase !== 'ready') return { ready: false, body: { status: phase === 'starting' ? 'starting' : 'stopping' } }
      const now = Date.now()
      if (!last || now - last.at >= READINESS_CACHE_MS) last = { at: now, answer: run() }
      const answer = await last.answer
      // a shutdown may have started while the checks ran
      return phase === 'ready' ? answer : { ready: false, body: { status: 'stopping' } }
    },
  }
  return readiness
}
export type Readiness = ReturnType<typeof createReadiness>
