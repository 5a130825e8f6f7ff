import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './ensureChromium.ts'
import { ensurePostgres } from './ensurePostgres.ts'
import { ensureRedis } from './ensureRedis.ts'
import { PACKED_MILESTONE } from './examples/examplesState.ts'
import { type FailedTest, playwrightFailures, vitestFailures } from './failedTests.ts'
import { RUNTIMES, runtimeFailuresFile } from './testRuntimes.ts'

// JSON reports of the test runners, so the summary at the very end names what failed (CI shows the tail)
const reports = mkdtempSync(join(tmpdir(), 'gangway-test-'))
const unitReport = join(reports, 'unit.json')
const browserReport = join(reports, 'browser.json')

/**
 * `npm test`: lint, type check, unit tests, the examples (tarballs packed and installed into copies of
 * `examples/*` outside the repo, their own builds, Node imports, the size budget), browser tests (the
 * demo's and the built examples') — in that order, each reported, all run even if one fails. Installs
 * Debian's Chromium, PostgreSQL and Redis first when missing (as root), else says how.
 *
 * A step with `alongside` starts together with that step instead of after it, its output held back and
 * printed in its turn (its time is its own): the examples (npm installs, then builds; nothing the earlier
 * steps read — lint and tsc skip `dist`, the tests use the sources) run beside lint, tsc and the unit
 * tests, which mostly wait on chains, servers and databases, instead of adding their own minutes. A step
 * with `after` starts when that (held) step ends — or, with `afterLine`, as soon as that step prints a line
 * starting with it (when it ends at the latest) — held too: the runtimes (the packages' and the packed
 * server's tests on Node 22 and 24) start once the examples step has packed the client packages
 * (`PACKED_MILESTONE`) and run beside the unit tests and the examples' installs and builds. Not before:
 * packing builds every client package's `dist` from scratch, and the runtimes step's `packServer` rebuilds
 * `@gangway/protocol`'s (and the server's, and `apps/frame/dist`). After the pack the examples read only
 * their tarballs (in the examples folder; the runtimes pack into a temp folder of their own) and their
 * copies outside the repo. Every step still starts after the steps listed before it ended, so the browser
 * tests (which build the frame and need the built examples) start after the runtimes and the examples.
 */
type Step = {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
  alongside?: string
  after?: string
  /** With `after`: start when that step prints a line starting with this, instead of when it ends. */
  afterLine?: string
}
const steps: Step[] = [
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  {
    name: 'unit',
    command: 'npx',
    // two workers on 2 cores (vitest's default there is one): these files mostly wait on chains, servers and
    // databases — one worker left a core idle for most of the step
    args: ['vitest', 'run', '--maxWorkers=2', '--reporter=default', '--reporter=./scripts/FailureReporter.ts'],
    // the client packages' suites run on Node 22 and 24 in the runtimes step instead (vitest.config.ts)
    env: { GANGWAY_FAILURES_FILE: unitReport, GANGWAY_CLIENT_SUITES_ELSEWHERE: '1' },
  },
  { name: 'examples', command: 'npx', args: ['tsx', 'scripts/examples/prepareExamples.ts'], alongside: 'lint' },
  {
    name: 'runtimes',
    command: 'npx',
    args: ['tsx', 'scripts/testRuntimes.ts'],
    env: { GANGWAY_RUNTIME_FAILURES_DIR: reports },
    after: 'examples',
    afterLine: PACKED_MILESTONE,
  },
  {
    name: 'browser',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    // the example specs fail (not skip) when the examples step left no copies
    env: { GANGWAY_EXAMPLES_REQUIRED: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: browserReport },
  },
]

for (const check of [ensureChromium(), ensurePostgres(), ensureRedis()]) {
  if (!check.ok) {
    console.error(check.message)
    process.exit(1)
  }
}
const builds = [
  { output: 'devnet/generated/deployments.json', workspace: '@gangway/devnet' },
  { output: 'apps/wallet/dist/inject.js', workspace: '@gangway/wallet' },
]
for (const { output, workspace } of builds) {
  if (!existsSync(output)) spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' })
}

/** When `npm test` began: the summary says when each step started, from this. */
const began = Date.now()

type Ended = { ok: boolean; seconds: number; from: number }
type Run = {
  ended: Promise<Ended>
  /** Resolves when the step prints a line (stdout) starting with `prefix`, or when it ends. */
  printed(prefix: string): Promise<void>
  release(): void
}

/** Starts a step; `held`: its output is kept until `release` (then it and the rest go to this process's). */
function start(step: Step, held: boolean): Run {
  const started = Date.now()
  // held steps (and those another waits on) are piped: their lines are read here
  const piped = held || steps.some((s) => s.after === step.name && s.afterLine)
  const child = spawn(step.command, step.args, {
    stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  })
  const kept: { to: NodeJS.WriteStream; chunk: Buffer }[] = []
  let holding = held
  const emit = (to: NodeJS.WriteStream, chunk: Buffer) => (holding ? kept.push({ to, chunk }) : to.write(chunk))
  const waiting: { prefix: string; resolve(): void }[] = []
  let partial = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    emit(process.stdout, chunk)
    const lines = (partial + chunk.toString('utf8')).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      for (const w of waiting.filter((w) => line.startsWith(w.prefix))) {
        waiting.splice(waiting.indexOf(w), 1)
        w.resolve()
      }
    }
  })
  child.stderr?.on('data', (chunk: Buffer) => emit(process.stderr, chunk))
  const ended = new Promise<Ended>((resolve) => {
    const done = (ok: boolean) =>
      resolve({ ok, seconds: (Date.now() - started) / 1000, from: (started - began) / 1000 })
    child.on('error', (error) => {
      emit(process.stderr, Buffer.from(`${error.message}\n`))
      done(false)
    })
    child.on('close', (code) => done(code === 0))
  })
  return {
    ended,
    printed: (prefix) =>
      Promise.race([new Promise<void>((resolve) => waiting.push({ prefix, resolve })), ended.then(() => undefined)]),
    release() {
      for (const { to, chunk } of kept.splice(0)) to.write(chunk)
      holding = false
    },
  }
}

/** A held run of `step` that starts once `before` ended (or printed `step.afterLine`). */
function startAfter(step: Step, before: Run): Run {
  let inner: Run | undefined
  let released = false
  const started = (step.afterLine ? before.printed(step.afterLine) : before.ended).then(() => {
    inner = start(step, true)
    if (released) inner.release()
    return inner
  })
  return {
    ended: started.then((run) => run.ended),
    printed: (prefix) => started.then((run) => run.printed(prefix)),
    release() {
      released = true
      inner?.release()
    },
  }
}

const results: ({ name: string } & Ended)[] = []
const early = new Map<string, Run>()
/** Starts `step` (held or not) and, once it ends, the steps that come `after` it. */
const begin = (step: Step, held: boolean): Run => {
  const run = start(step, held)
  for (const next of steps.filter((s) => s.after === step.name)) early.set(next.name, startAfter(next, run))
  return run
}
for (const step of steps) {
  for (const other of steps.filter((s) => s.alongside === step.name)) early.set(other.name, begin(other, true))
  const note = step.alongside
    ? ` (started with ${step.alongside}, output held until now)`
    : step.after
      ? ` (started when ${step.after} ${step.afterLine ? `printed "${step.afterLine}"` : 'ended'}, output held until now)`
      : ''
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}${note}`)
  const run = early.get(step.name) ?? begin(step, false)
  run.release()
  results.push({ name: step.name, ...(await run.ended) })
}
const failures: FailedTest[] = [
  ...vitestFailures(unitReport),
  ...RUNTIMES.flatMap((r) =>
    vitestFailures(runtimeFailuresFile(r.name, reports) ?? '').map((f) => ({ ...f, name: `[${r.name}] ${f.name}` })),
  ),
  ...playwrightFailures(browserReport),
]
if (failures.length > 0) {
  console.log('\nFailed (or flaky) tests')
  for (const f of failures) console.log(`  ✗ ${f.file} › ${f.name}\n${f.message.replace(/^/gm, '      ')}`)
}
console.log('\nSummary')
for (const r of results) {
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s, started at +${r.from.toFixed(0)} s)`)
}
console.log(`npm test: ${((Date.now() - began) / 1000).toFixed(0)} s`)
const failed = results.filter((r) => !r.ok).length
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
