import { loadConfig } from './config/loadConfig.ts'
import { createBufferedWriter, createLog } from './log.ts'
import { startServer } from './startServer.ts'

/** `gangway-server` with no arguments: the API server, configured by environment variables (README). */
export async function runServer(): Promise<void> {
  const config = loadConfig()
  const log = createLog(createBufferedWriter(), { format: config.logFormat, level: config.logLevel })
  const server = await startServer(config, log)
  log('info', 'gangway-server listening', { url: server.url })
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log('info', 'stopping', { signal })
    await server.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}
