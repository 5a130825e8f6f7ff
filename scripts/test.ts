import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './ensureChromium.ts'
import { ensurePostgres } from './ensurePostgres.ts'
import { ensureRedis } from './ensureRedis.ts'
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
 * with `after` starts when that (held) step ends, held too: the runtimes (the packages' and the packed
 * server's tests on Node 22 and 24) follow the examples beside the rest of the unit tests — after them,
 * because both build `@gangway/protocol`'s `dist`, and before the browser tests, which build the frame.
 */
type Step = {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
  alongside?: string
  after?: string
}
const steps: Step[] = [
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  {
    name: 'unit',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=./scripts/FailureReporter.ts'],
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

type Run = { ended: Promise<{ ok: boolean; seconds: number }>; release(): void }

/** Starts a step; `held`: its output is kept until `release` (then it and the rest go to this process's). */
function start(step: Step, held: boolean): Run {
  const started = Date.now()
  const child = spawn(step.command, step.args, {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  })
  const kept: { to: NodeJS.WriteStream; chunk: Buffer }[] = []
  let holding = held
  const emit = (to: NodeJS.WriteStream, chunk: Buffer) => (holding ? kept.push({ to, chunk }) : to.write(chunk))
  child.stdout?.on('data', (chunk: Buffer) => emit(process.stdout, chunk))
  child.stderr?.on('data', (chunk: Buffer) => emit(process.stderr, chunk))
  const ended = new Promise<{ ok: boolean; seconds: number }>((resolve) => {
    const done = (ok: boolean) => resolve({ ok, seconds: (Date.now() - started) / 1000 })
    child.on('error', (error) => {
      emit(process.stderr, Buffer.from(`${error.message}\n`))
      done(false)
    })
    child.on('close', (code) => done(code === 0))
  })
  return {
    ended,
    release() {
      for (const { to, chunk } of kept.splice(0)) to.write(chunk)
      holding = false
    },
  }
}

/** A held run of `step` that starts once `before` ended. */
function startAfter(step: Step, before: Run): Run {
  let inner: Run | undefined
  let released = false
  const ended = before.ended.then(() => {
    inner = start(step, true)
    if (released) inner.release()
    return inner.ended
  })
  return {
    ended,
    release() {
      released = true
      inner?.release()
    },
  }
}

const results: { name: string; ok: boolean; seconds: number }[] = []
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
      ? ` (started when ${step.after} ended, output held until now)`
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
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
