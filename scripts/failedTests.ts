import { existsSync, readFileSync } from 'node:fs'

/** A failed test: where it is, its name and the first lines of why. */
export type FailedTest = { file: string; name: string; message: string }

const firstLines = (text: string, lines = 4) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, lines)
    .join('\n')

/** The failures `FailureReporter` wrote for a vitest run; none when it wrote nothing. */
export function vitestFailures(reportFile: string): FailedTest[] {
  return existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as FailedTest[]) : []
}

type PlaywrightSuite = {
  file?: string
  specs?: { title: string; file: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** The failed (unexpected or flaky) tests of a Playwright JSON report (`PLAYWRIGHT_JSON_OUTPUT_FILE`). */
export function playwrightFailures(reportFile: string): FailedTest[] {
  if (!existsSync(reportFile)) return []
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: PlaywrightSuite[] }
  const walk = (suite: PlaywrightSuite): FailedTest[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
        .map((t) => ({
          file: spec.file,
          name: `${spec.title}${t.status === 'flaky' ? ' (flaky: passed on retry)' : ''}`,
          message: firstLines(t.results.find((r) => r.error)?.error?.message ?? ''),
        })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ]
  return (report.suites ?? []).flatMap(walk)
}
