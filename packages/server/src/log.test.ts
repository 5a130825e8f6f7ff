import { describe, expect, it } from 'vitest'
import { createBufferedWriter, createLog, prettyLine } from './log.ts'

const streams = () => {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    writer: createBufferedWriter({ write: (t: string) => out.push(t) }, { write: (t: string) => err.push(t) }),
  }
}
const turn = () => new Promise((r) => setImmediate(r))

describe('createLog with the buffered writer', () => {
  it('writes the lines of one event-loop turn in one write', async () => {
    const { out, writer } = streams()
    const log = createLog(writer)
    log('info', 'a', { n: 1 })
    log('warn', 'b')
    expect(out).toEqual([])
    await turn()
    expect(out).toHaveLength(1)
    const lines = (out[0] as string)
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['info', 'a'],
      ['warn', 'b'],
    ])
    expect(lines[0].n).toBe(1)
    log('info', 'c')
    await turn()
    expect(out).toHaveLength(2)
  })

  it('writes an error at once, after the lines held before it', () => {
    const { out, err, writer } = streams()
    const log = createLog(writer)
    log('info', 'first')
    log('error', 'broke', { error: 'x' })
    expect(out).toHaveLength(1)
    expect(JSON.parse((out[0] as string).trim()).msg).toBe('first')
    expect(err).toHaveLength(1)
    expect(JSON.parse((err[0] as string).trim())).toMatchObject({ level: 'error', msg: 'broke', error: 'x' })
  })

  it('writes what it holds when flushed or when the process exits, and leaves no exit listener behind', async () => {
    const before = process.listeners('exit')
    const { out, writer } = streams()
    createLog(writer)('info', 'held')
    const added = process.listeners('exit').filter((l) => !before.includes(l))
    expect(added).toHaveLength(1)
    // what the process runs on exit (not emitted: other listeners of this worker would run too)
    ;(added[0] as () => void)()
    expect(out).toHaveLength(1)
    expect(process.listeners('exit')).toEqual(before)
    createLog(writer)('info', 'again')
    writer.flush()
    expect(out).toHaveLength(2)
    expect(process.listeners('exit')).toEqual(before)
    await turn()
    expect(out).toHaveLength(2)
  })
})

describe('createLog options', () => {
  it('pretty: one compact line a person reads — time, level, message, fields', () => {
    const line = prettyLine(new Date(2026, 0, 2, 13, 22, 25), 'error', 'GET /v1/x → 500', {
      ms: 3,
      error: 'connection refused',
      sdkType: undefined,
      path: '/a',
    })
    expect(line).toBe('13:22:25 error GET /v1/x → 500 ms=3 error="connection refused" path=/a')
    const { out, err, writer } = streams()
    createLog(writer, { format: 'pretty' })('error', 'broke')
    expect(out).toEqual([])
    expect(err[0]).toMatch(/^\d\d:\d\d:\d\d error broke\n$/)
  })

  it('level: lines below it are dropped', async () => {
    const { out, err, writer } = streams()
    const log = createLog(writer, { level: 'warn' })
    log('info', 'dropped')
    log('warn', 'kept')
    log('error', 'kept too')
    await turn()
    expect(out.join('')).not.toContain('dropped')
    expect(out.join('')).toContain('kept')
    expect(err).toHaveLength(1)
  })
})
