/** `promise`, or `undefined` once `ms` have passed first (the timer is cleared either way). */
export function withinLimit<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}
