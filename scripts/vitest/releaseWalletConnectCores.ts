import { createRequire } from 'node:module'
import { afterAll } from 'vitest'

type GlobalCore = { relayer?: { transportClose?: () => Promise<void> } }

/**
 * Vitest setup file of the files that share their worker's module graph (`vitest.config.ts`). WalletConnect's
 * `Core` keeps itself on `globalThis` (`_walletConnectCore_<storage prefix>`) and hands that core to the next
 * client made with the same prefix — in a later test file, a core still bound to the relay of a server that
 * file already stopped. After each file its cores are closed and forgotten, as a fresh process would have them,
 * and every heartbeat started meanwhile is stopped: a heartbeat drives its core's expirer, and a pairing
 * expiring minutes later, in another file, made a forgotten core reconnect to its stopped relay.
 */
type Beating = { init(): Promise<void>; stop(): void }
const TRACKED = Symbol.for('gangway.test.heartbeats')
const scope = globalThis as Record<string | symbol, unknown>
// Every WalletConnect heartbeat started in this worker, the one Core itself requires (its copy of
// @walletconnect/heartbeat): a core replaced on globalThis by a later one of the same prefix is unreachable
// from there, and its heartbeat went on driving its expirer. Patched once per worker.
if (!scope[TRACKED]) {
  const beating = new Set<Beating>()
  scope[TRACKED] = beating
  const fromCore = createRequire(createRequire(import.meta.url).resolve('@walletconnect/core'))
  const { HeartBeat } = fromCore('@walletconnect/heartbeat') as { HeartBeat: { prototype: Beating } }
  const init = HeartBeat.prototype.init
  HeartBeat.prototype.init = function (this: Beating) {
    beating.add(this)
    return init.call(this)
  }
}

afterAll(async () => {
  const beating = scope[TRACKED] as Set<Beating>
  for (const heartbeat of beating) heartbeat.stop()
  beating.clear()
  for (const key of Object.keys(scope).filter((k) => k.startsWith('_walletConnectCore_'))) {
    const core = scope[key] as GlobalCore | number | undefined
    delete scope[key]
    const closing = typeof core === 'object' ? core.relayer?.transportClose?.().catch(() => undefined) : undefined
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
  }
})
