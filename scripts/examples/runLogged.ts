import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'

export type StepResult = { name: string; ok: boolean; seconds: number; log: string; detail?: string }

/**
 * Runs a command to completion with its output in `log` (not on our terminal, so parallel steps stay
 * readable). Answers whether it exited 0, how long it took and, when it failed, the last lines it printed.
 */
export function runLogged(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string },
): Promise<StepResult> {
  const started = Date.now()
  const out = createWriteStream(options.log)
  out.write(`$ ${command} ${args.join(' ')}\n# in ${options.cwd}\n`)
  let tail = ''
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] })
    const onData = (chunk: Buffer) => {
      out.write(chunk)
      tail = (tail + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    const finish = (code: number | null, error?: Error) => {
      out.end()
      const ok = code === 0 && !error
      const detail = ok ? undefined : (error?.message ?? tail.split('\n').slice(-30).join('\n'))
      resolve({ name, ok, seconds: (Date.now() - started) / 1000, log: options.log, detail })
    }
    child.once('error', (error) => finish(null, error))
    child.once('close', (code) => finish(code))
  })
}
