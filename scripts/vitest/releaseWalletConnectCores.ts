import { afterAll } from 'vitest'

type GlobalCore = { relayer?: { transportClose?: () => Promise<void> }; heartbeat?: { stop?: () => void } }

/**
 * Vitest setup file of the files that share their worker's module graph (`vitest.config.ts`). WalletConnect's
 * `Core` keeps itself on `globalThis` (`_walletConnectCore_<storage prefix>`) and hands that core to the next
 * client made with the same prefix — in a later test file, a core still bound to the relay of a server that
 * file already stopped. After each file its cores are closed and forgotten, as a fresh process would have them.
 */
afterAll(async () => {
  const scope = globalThis as Record<string, unknown>
  for (const key of Object.keys(scope).filter((k) => k.startsWith('_walletConnectCore_'))) {
    const core = scope[key] as GlobalCore | number | undefined
    delete scope[key]
    // its heartbeat drives the expirer: left running, a pairing expiring minutes later (in another file) makes
    // the core reconnect to a relay long gone, an unhandled rejection
    if (typeof core === 'object') core.heartbeat?.stop?.()
    const closing = typeof core === 'object' ? core.relayer?.transportClose?.().catch(() => undefined) : undefined
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
  }
})
