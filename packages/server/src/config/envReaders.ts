import type { z } from 'zod/mini'

/** A JSON variable checked by `schema`; `fallback` when unset; a bad value throws a message naming the variable. */
export const envJson = <T>(name: string, schema: z.ZodMiniType<T>, value: string | undefined, fallback: T): T => {
  if (value === undefined || value === '') return fallback
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new Error(`${name} must be JSON`)
  }
  const result = schema.safeParse(parsed)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`${name}: ${issue?.path.join('.') || 'value'} ${issue?.message}`)
  }
  return result.data
}

/** One of `allowed`, else a message naming the variable; `fallback` when unset. */
export const envOneOf =
  <T extends string>(name: string, allowed: readonly T[], fallback: T) =>
  (value: string | undefined): T => {
    if (value === undefined || value === '') return fallback
    if (!(allowed as readonly string[]).includes(value))
      throw new Error(`${name} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`)
    return value as T
  }

/** A comma-separated variable as its trimmed, non-empty items. */
export const envList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
