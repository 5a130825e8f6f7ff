import { createRequire } from 'node:module'
import { afterAll } from 'vitest'

type Scheduler = {
  unstable_scheduleCallback: (priority: number, callback: () => null) => unknown
  unstable_IdlePriority: number
}

/**
 * Vitest setup file of the isolated files (`vitest.config.ts`): the last thing a file with a DOM does, after its
 * own `afterAll`s, before Vitest tears the environment down.
 *
 * React schedules work on a root through its `scheduler` (a `setImmediate` in Node), and every commit with
 * passive effects — an unmount's too — queues a task that reads `window.event` first, even when those effects
 * were already flushed synchronously. A file whose last render, unmount or `<appkit-*>` element left such a task
 * would have it run after the happy-dom environment removed `window`: an unhandled `ReferenceError: window is not
 * defined` (`performWorkOnRootViaSchedulerTask`), the whole run failed, more often the busier the machine. So:
 * the page's `<appkit-*>` elements are removed (their roots unmount, as on a site that takes them out — nothing
 * later reaches React), then one idle-priority task is queued on React's own scheduler and awaited. The
 * scheduler runs its queue by priority and time, and an idle task runs after every task queued before it and
 * after any normal-priority work those tasks queue: once it has run, React has nothing left to run.
 */
afterAll(async () => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return
  for (const element of Array.from(document.querySelectorAll('*'))) {
    if (element.localName.startsWith('appkit-')) element.remove()
  }
  // a removed element unmounts its root in a microtask (defineAppKitElements' disconnectedCallback)
  await new Promise<void>((resolve) => queueMicrotask(resolve))
  // react-dom's own copy of the scheduler (the instance whose queue holds its tasks)
  const fromReactDom = createRequire(createRequire(import.meta.url).resolve('react-dom'))
  const scheduler = fromReactDom('scheduler') as Scheduler
  await new Promise<void>((resolve) =>
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, () => {
      resolve()
      return null
    }),
  )
})
