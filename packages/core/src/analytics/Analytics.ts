/** SPEC §8's error report categories (AppKit's names). */
export type ErrorCategory = 'API_ERROR' | 'DATA_PARSING_ERROR' | 'SECURE_SITE_ERROR' | 'INTERNAL_SDK_ERROR'

/** A kit's analytics once the project turned them on (`kit.analytics`); undefined while off. */
export type Analytics = {
  /** Sends an error report (`POST /e`, `props.type` 'error'), at most 5 a minute (SPEC §9). */
  report(error: unknown, category: ErrorCategory): void
  stop(): void
}
