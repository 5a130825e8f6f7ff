import type { Config } from 'wagmi'

/** Resolves when no wagmi connect/reconnect is under way on `config`. */
export function wagmiSettled(config: Config): Promise<void> {
  const busy = () => ['connecting', 'reconnecting'].includes(config.state.status)
  if (!busy()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (s) => s.status,
      () => {
        if (busy()) return
        stop()
        resolve()
      },
    )
  })
}
