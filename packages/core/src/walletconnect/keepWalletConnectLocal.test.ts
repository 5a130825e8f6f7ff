// @vitest-environment happy-dom
import { Core } from '@walletconnect/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepWalletConnectLocal } from './keepWalletConnectLocal.ts'

afterEach(() => vi.restoreAllMocks())

/** A real WalletConnect Core in a browser-like page (not started: nothing here needs the relay). */
function makeCore() {
  return new Core({
    projectId: 'local',
    relayUrl: 'ws://127.0.0.1:4000/relay',
    telemetryEnabled: false,
    customStoragePrefix: `test-${Math.random().toString(36).slice(2)}`,
  })
}

describe('keepWalletConnectLocal', () => {
  it('turns off the vendor verify iframe and attestation fetches and the INIT telemetry event, without any env flag', async () => {
    expect(typeof process.env.IS_VITEST === 'undefined' || process.env.IS_VITEST !== 'true').toBe(true)
    const core = makeCore()
    // as a site's bundle sees it: WalletConnect's development switch is off, so it would call its hosts
    expect((core.verify as unknown as { isDevEnv: boolean }).isDevEnv).toBe(false)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    keepWalletConnectLocal(core as never)
    expect(await core.verify.register({ id: 'a', decryptedId: 'b' })).toBe('')
    expect(document.querySelector('iframe')).toBeNull()
    expect(await core.verify.resolve({ attestationId: undefined, hash: 'h', encryptedId: 'e' })).toBeUndefined()
    await core.eventClient.init()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
