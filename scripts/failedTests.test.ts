import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { playwrightFailures, vitestFailures } from './failedTests.ts'

const dir = mkdtempSync(join(tmpdir(), 'failed-tests-'))

describe('the failures named at the end of npm test', () => {
  it('reads Playwright’s JSON report: unexpected and flaky tests in nested suites, with the error’s first lines', () => {
    const file = join(dir, 'browser.json')
    const spec = (title: string, status: string, message?: string) => ({
      title,
      file: 'a.spec.ts',
      tests: [{ status, results: [{}, ...(message ? [{ error: { message } }] : [])] }],
    })
    writeFileSync(
      file,
      JSON.stringify({
        suites: [
          {
            specs: [spec('passes', 'expected')],
            suites: [
              {
                specs: [
                  spec('breaks', 'unexpected', '\u001b[31mTimeout\u001b[39m\n1\n2\n3\n4\n5'),
                  spec('wobbles', 'flaky', 'x'),
                ],
              },
            ],
          },
        ],
      }),
    )
    expect(playwrightFailures(file)).toEqual([
      { file: 'a.spec.ts', name: 'breaks', message: 'Timeout\n1\n2\n3' },
      { file: 'a.spec.ts', name: 'wobbles (flaky: passed on retry)', message: 'x' },
    ])
  })

  it('reads what FailureReporter wrote; a missing report is no failures', () => {
    const file = join(dir, 'unit.json')
    writeFileSync(file, JSON.stringify([{ file: 'x.test.ts', name: 't', message: 'm' }]))
    expect(vitestFailures(file)).toEqual([{ file: 'x.test.ts', name: 't', message: 'm' }])
    expect(vitestFailures(join(dir, 'none.json'))).toEqual([])
    expect(playwrightFailures(join(dir, 'none.json'))).toEqual([])
  })
})
