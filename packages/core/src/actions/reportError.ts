import type { ErrorCategory } from '../analytics/Analytics.ts'
import type { Kit } from '../Kit.ts'

/**
 * An error report for the project's analytics (SPEC §8: `POST /e` with project id, sdk type and version, at
 * most 5 a minute). Does nothing while analytics are off — the default — so nothing is ever sent then.
 */
export function reportError(kit: Kit, error: unknown, category: ErrorCategory): void {
  kit.analytics?.report(error, category)
}
