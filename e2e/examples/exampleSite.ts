import { test } from '@playwright/test'
import { EXAMPLES, type ExampleName, readExamplesState } from '../../scripts/examples/examplesState.ts'

/**
 * The address of an example's built copy, served by the Playwright config (`vite preview`, `next start`).
 * Without a prepared copy the test is skipped when run by hand (`npm run examples:prepare` makes one) and
 * fails in CI; when the example's own build failed, the test fails with that step's output.
 */
export function exampleUrl(name: ExampleName): string {
  const state = readExamplesState()
  if (!state) {
    if (process.env.CI || process.env.GANGWAY_EXAMPLES_REQUIRED) {
      throw new Error('No prepared examples: `npm run examples:prepare` did not run')
    }
    test.skip(true, 'examples not prepared: run `npm run examples:prepare` first (outside the network namespace)')
  }
  const site = state?.sites[name]
  if (!site?.built) {
    const failed = state?.steps.filter((step) => step.name.startsWith(`${name}:`) && !step.ok) ?? []
    throw new Error(
      `The ${name} example was not built:\n${failed.map((s) => `${s.name}\n${s.detail ?? ''}\n(log: ${s.log})`).join('\n')}`,
    )
  }
  return `http://localhost:${EXAMPLES[name].port}`
}
