import { type ChildProcess, spawn } from 'node:child_process'

export type Child = { name: string; process: ChildProcess; exited: Promise<number | null> }

export type ProcessGroup = {
  /** Starts a command in its own process group; its output lines are prefixed with `[name]`. */
  spawn(name: string, command: string, args: string[], options?: { cwd?: string; env?: NodeJS.ProcessEnv }): Child
  /** Stops every child's whole process group: SIGTERM, then SIGKILL after `graceMs`. */
  stopAll(graceMs?: number): Promise<void>
}

/**
 * Runs named children so that none outlives us: each is the leader of its own process group, and stopping
 * kills the group (grandchildren included). `onUnexpectedExit` fires when a child ends before `stopAll`.
 */
export function createProcessGroup(onUnexpectedExit: (child: Child, code: number | null) => void): ProcessGroup {
  const children: Child[] = []
  let stopping = false

  const prefix = (name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WritableStream) => {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`[${name}] ${line}\n`)
    })
  }
  const signalGroup = (child: Child, signal: NodeJS.Signals) => {
    if (child.process.pid === undefined) return
    try {
      process.kill(-child.process.pid, signal)
    } catch {
      // the group is already gone
    }
  }

  return {
    spawn(name, command, args, options = {}) {
      const proc = spawn(command, args, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      prefix(name, proc.stdout, process.stdout)
      prefix(name, proc.stderr, process.stderr)
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
      const child: Child = { name, process: proc, exited }
      children.push(child)
      void exited.then((code) => {
        if (!stopping) onUnexpectedExit(child, code)
      })
      return child
    },
    async stopAll(graceMs = 5_000) {
      stopping = true
      await Promise.all(
        children.map(async (child) => {
          signalGroup(child, 'SIGTERM')
          const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
          await child.exited
          clearTimeout(timer)
          signalGroup(child, 'SIGKILL')
        }),
      )
    },
  }
}

/** Polls a URL until it answers (any HTTP status) or the timeout passes. */
// 3 minutes: a first start on a busy 2-core machine (Vite pre-bundling, PGlite, tsx) took over a minute
export async function waitForUrl(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
