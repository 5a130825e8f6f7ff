/**
 * A reader of one integer environment variable: `fallback` when unset or empty, else an integer from `min`
 * to `max` — anything else stops the server with a message naming the variable.
 */
export const envInteger = (name: string, min: number, max: number, fallback: number) => (value: string | undefined) => {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`)
  }
  return n
}
