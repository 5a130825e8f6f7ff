import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { tryLock, unlock } from 'fs-native-extensions'
import { DataDirError } from './DataDirError.ts'

export const LOCK_FILE = 'gangway.lock'

/**
 * Takes the exclusive lock on `DATA_DIR` that the embedded database needs (PGlite is one process's: two
 * processes on one folder lose acknowledged writes). The lock is the kernel's (an open-file-description lock
 * through fs-native-extensions), so it goes with the process however it ends — kill -9 included — and is
 * never stale. A second server or CLI on the same folder gets a DataDirError naming the holder.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, LOCK_FILE)
  const fd = openSync(file, 'a+')
  let locked: boolean
  try {
    locked = tryLock(fd)
  } catch (error) {
    closeSync(fd)
    throw new DataDirError(`Could not lock ${file}: ${(error as Error).message}`)
  }
  if (!locked) {
    closeSync(fd)
    let holder = ''
    try {
      const info = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number; since?: string; command?: string }
      holder = ` (process ${info.pid}, ${info.command ?? 'gangway-server'}, since ${info.since})`
    } catch {
      // written by a process that is still starting
    }
    throw new DataDirError(
      `DATA_DIR ${dataDir} is in use by another Gangway process${holder}. The embedded database can be opened by one process at a time: stop that process first (the project CLI too), or point DATA_DIR elsewhere. To run several servers on one database, use PostgreSQL (DATABASE_URL).`,
    )
  }
  ftruncateSync(fd, 0)
  writeSync(
    fd,
    JSON.stringify({
      pid: process.pid,
      since: new Date().toISOString(),
      command: process.argv.slice(2).join(' ') || 'gangway-server',
    }),
  )
  let released = false
  return {
    release() {
      if (released) return
      released = true
      try {
        unlock(fd)
      } finally {
        closeSync(fd)
      }
    },
  }
}
