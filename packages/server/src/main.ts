import { startServer } from './startServer.ts'

/** `gangway-server`: reads PORT (default 4000) and HOST (default 127.0.0.1), stops on SIGINT/SIGTERM. */
function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 4000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(value)}`)
  }
  return port
}

const server = await startServer({ port: readPort(process.env.PORT), host: process.env.HOST || '127.0.0.1' })
console.log(JSON.stringify({ level: 'info', msg: 'gangway-server listening', url: server.url }))
const shutdown = async () => {
  await server.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
