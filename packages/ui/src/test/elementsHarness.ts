import type { Kit } from '@gangway/core'
import { act } from 'react'
import { afterEach, beforeAll } from 'vitest'
import { defineAppKitElements } from '../elements/defineAppKitElements.tsx'

export type ElementsHarnessOptions = {
  /** Wait for the kit's background calls before the next test (default true); off where `fetch` is stubbed. */
  awaitRemote?: boolean
  /** The test file's own reset, run after the page and the kit are cleared. */
  cleanup?: () => unknown
}

/** The kit the custom elements of a test file use: set it in a test, cleared after each. */
export type ElementsHarness = { current: Kit | undefined }

/**
 * Registers the custom elements once for a test file (resolving to the harness's current kit) and, after
 * each test, clears the page and the kit.
 */
export function elementsHarness(options: ElementsHarnessOptions = {}): ElementsHarness {
  const harness: ElementsHarness = { current: undefined }
  beforeAll(() => defineAppKitElements(() => harness.current))
  afterEach(async () => {
    // the kit's background calls to the (absent) Gangway server end inside the test, not during teardown
    if (options.awaitRemote !== false) await harness.current?.remote
    document.body.innerHTML = ''
    harness.current = undefined
    await options.cleanup?.()
  })
  return harness
}

/** Lets React and the kit's timers run for a few ticks. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await act(async () => new Promise((r) => setTimeout(r, 5)))
}
