import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { openModal } from './openModal.ts'
import { routerPush } from './routerPush.ts'
import { safeCloseModal } from './safeCloseModal.ts'

afterEach(() => vi.useRealTimers())

async function onUnsupportedChain(allowUnsupportedChain = false) {
  const test = createTestAdapter()
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
    allowUnsupportedChain,
  })
  await kit.ready
  await connect(kit, { connectorId: 'dev.gangway.wallet' })
  test.events.chainChanged('dev.gangway.wallet', 1337) // the wallet moved to a network the site does not list
  return kit
}

describe('closing the dialog (AppKit safeClose)', () => {
  it('shakes for 500 ms instead of closing while a network must be chosen (SPEC §9)', async () => {
    const kit = await onUnsupportedChain()
    expect(kit.stores.router.get().history.at(-1)?.view).toBe('UnsupportedChain')
    vi.useFakeTimers()
    safeCloseModal(kit)
    expect(kit.stores.modal.get()).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(499)
    expect(kit.stores.modal.get().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kit.stores.modal.get().shake).toBe(false)
    // also from SwitchNetwork reached from UnsupportedChain
    routerPush(kit, 'SwitchNetwork', { network: gangwayDevnetA })
    safeCloseModal(kit)
    expect(kit.stores.modal.get()).toMatchObject({ open: true, shake: true })
  })

  it('closes everywhere else, and on UnsupportedChain when the site allows unsupported chains', async () => {
    const allowed = await onUnsupportedChain(true)
    openModal(allowed, { view: 'UnsupportedChain' })
    safeCloseModal(allowed)
    expect(allowed.stores.modal.get()).toMatchObject({ open: false, shake: false })
    const kit = await onUnsupportedChain()
    openModal(kit, { view: 'Networks' })
    safeCloseModal(kit)
    expect(kit.stores.modal.get().open).toBe(false)
  })
})
