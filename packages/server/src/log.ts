export type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void

/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export function createLog(write: (line: string, level: string) => void = defaultWrite): Log {
  return (level, msg, fields = {}) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }), level)
}

function defaultWrite(line: string, level: string): void {
  if (level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

/** A log that drops everything (tests). */
export const silentLog: Log = () => undefined
