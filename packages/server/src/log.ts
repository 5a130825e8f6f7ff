export type LogLevel = 'info' | 'warn' | 'error'
export type Log = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void

/**
 * How lines look: `json` (one JSON object per line, for log collectors; the default) or `pretty` (one compact
 * line a person reads: `13:22:25 error GET /v1/x → 500 ms=3`, what `npm start` prints).
 */
export type LogFormat = 'json' | 'pretty'

/** What the log writes: its format and the least level written (`warn` drops info lines). */
export type LogOptions = { format?: LogFormat; level?: LogLevel }

/** Where log lines go: `write` a line (with its level), `flush` what is held back. */
export type LogWriter = { write(line: string, level: string): void; flush(): void }

const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2 }

/** Logs on stdout (errors on stderr): JSON lines, or compact lines for people (`options.format`). */
export function createLog(writer: LogWriter = createBufferedWriter(), options: LogOptions = {}): Log {
  const least = RANK[options.level ?? 'info']
  const line = options.format === 'pretty' ? prettyLine : jsonLine
  return (level, msg, fields = {}) => {
    if (RANK[level] >= least) writer.write(line(new Date(), level, msg, fields), level)
  }
}

const jsonLine = (time: Date, level: LogLevel, msg: string, fields: Record<string, unknown>) =>
  JSON.stringify({ time: time.toISOString(), level, msg, ...fields })

/** `13:22:25 warn  msg key=value key2="two words"`: the local time, the level, the message, then the fields. */
export function prettyLine(time: Date, level: LogLevel, msg: string, fields: Record<string, unknown>): string {
  const clock = time.toTimeString().slice(0, 8)
  const rest = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${key}=${typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value)}`,
    )
  return [clock, level.padEnd(5), msg, ...rest].join(' ')
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
