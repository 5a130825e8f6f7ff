import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, SerializedError, TestModule } from 'vitest/node'
import type { FailedTest } from './failedTests.ts'

const firstLines = (text: string | undefined, lines = 4) => (text ?? '').split('\n').slice(0, lines).join('\n')

/**
 * A vitest reporter for `npm test`: writes the failed tests, tests that passed only on a retry, failed files
 * and unhandled errors (which fail the run with every test passing) as JSON to `GANGWAY_FAILURES_FILE`, so the summary at the end names them.
 */
export default class FailureReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const file = process.env.GANGWAY_FAILURES_FILE
    if (!file) return
    const failures: FailedTest[] = []
    for (const module of modules) {
      const failedTests = [...module.children.allTests('failed')]
      for (const test of failedTests) {
        failures.push({
          file: relative(process.cwd(), module.moduleId),
          name: test.fullName,
          message: firstLines(test.result().errors?.[0]?.message),
        })
      }
      // passed only on a retry (`retry` in vitest.config.ts): named too, so flakiness is seen and mended
      for (const test of module.children.allTests('passed')) {
        const retries = test.diagnostic()?.retryCount ?? 0
        if (retries > 0) {
          const why = firstLines(test.result().errors?.[0]?.message) || 'failed before'
          failures.push({
            file: relative(process.cwd(), module.moduleId),
            name: `${test.fullName} (flaky: passed on retry ${retries})`,
            message: why,
          })
        }
      }
      if (failedTests.length === 0 && module.state() === 'failed') {
        const errors = module.errors()
        failures.push({
          file: relative(process.cwd(), module.moduleId),
          name: '(the file itself)',
          message: firstLines(errors[0]?.message),
        })
      }
    }
    for (const error of unhandledErrors) {
      failures.push({
        file: '(unhandled error)',
        name: error.name ?? 'Error',
        message: firstLines(error.stack ?? error.message, 8),
      })
    }
    writeFileSync(file, JSON.stringify(failures))
  }
}
