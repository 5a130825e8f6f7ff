import { loadConfig } from './config/loadConfig.ts'
import { createBufferedWriter, createLog } from './log.ts'
import { createMetrics } from './metrics/createMetrics.ts'
import { startServer } from './startServer.ts'

/**
 * `gangway-server` with no arguments: the API server, configured by environment variables (README). SIGTERM
 * or SIGINT shut it down gracefully (`RunningServer.close`), then it exits 0; a second signal meanwhile
 * exits at once (1).
 */
export async function runServer(): Promise<void> {
  const config = loadConfig()
  const log = createLog(createBufferedWriter(), { format: config.logFormat, level: config.logLevel })
  // the process's own metrics (CPU, memory, event loop) once, here: tests start many servers in one process
  const server = await startServer(config, log, { metrics: createMetrics({ processMetrics: true }) })
  log('info', 'gangway-server listening', { url: server.url })
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) {
      log('warn', 'stopped at once: a second signal during the shutdown', { signal })
      process.exit(1)
    }
    stopping = true
    log('info', 'stopping', {
      signal,
      delayMs: config.shutdownDelayMs,
      timeoutMs: config.shutdownTimeoutMs,
    })
    await server.close()
    log('info', 'stopped', {})
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}
