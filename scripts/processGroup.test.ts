import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { createProcessGroup } from './processGroup.ts'

/** Running (a zombie waiting for a reaper that is not us counts as gone). */
const alive = (pid: number) => {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return false
  }
}

describe('createProcessGroup', () => {
  it('stops children and their grandchildren', async () => {
    const group = createProcessGroup(() => {})
    const child = group.spawn('parent', process.execPath, [
      '-e',
      "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000)",
    ])
    const grandchildPid = await new Promise<number>((resolve) =>
      child.process.stdout?.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
    )
    expect(alive(grandchildPid)).toBe(true)
    await group.stopAll(2_000)
    await new Promise((r) => setTimeout(r, 100))
    expect(alive(child.process.pid as number)).toBe(false)
    expect(alive(grandchildPid)).toBe(false)
  })

  it('reports a child that dies on its own, but not one it stopped', async () => {
    const onExit = vi.fn()
    const group = createProcessGroup(onExit)
    const dying = group.spawn('dying', process.execPath, ['-e', 'process.exit(3)'])
    await dying.exited
    await new Promise((r) => setTimeout(r, 10))
    expect(onExit).toHaveBeenCalledWith(dying, 3)
    group.spawn('steady', process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
    await group.stopAll(2_000)
    expect(onExit).toHaveBeenCalledTimes(1)
  })
})
