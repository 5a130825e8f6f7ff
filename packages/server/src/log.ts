export type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void

/** Where log lines go: `write` a line (with its level), `flush` what is held back. */
export type LogWriter = { write(line: string, level: string): void; flush(): void }

/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export function createLog(writer: LogWriter = createBufferedWriter()): Log {
  return (level, msg, fields = {}) =>
    writer.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }), level)
}

type Stream = { write(text: string): unknown }

/**
 * Info and warning lines are gathered and written together once the event loop turns (`setImmediate`):
 * one write for a burst of requests instead of one per request line — under load the access log's
 * writes were a sixth of `/getWallets`' time. Errors are written at once, after what was held back, so
 * the order stays. Held lines are written before the process exits.
 */
export function createBufferedWriter(out: Stream = process.stdout, err: Stream = process.stderr): LogWriter {
  let held = ''
  let scheduled = false
  const flush = () => {
    if (scheduled) process.off('exit', flush)
    scheduled = false
    if (held === '') return
    const text = held
    held = ''
    out.write(text)
  }
  return {
    write(line, level) {
      if (level === 'error') {
        flush()
        err.write(`${line}\n`)
        return
      }
      held += `${line}\n`
      if (!scheduled) {
        scheduled = true
        setImmediate(flush)
        process.once('exit', flush)
      }
    },
    flush,
  }
}

/** A log that drops everything (tests). */
export const silentLog: Log = () => undefined
