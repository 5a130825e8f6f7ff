import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.ts'
import type { Kit } from '../Kit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { openModal } from './openModal.ts'
import { routerGoBack } from './routerGoBack.ts'
import { routerPush } from './routerPush.ts'

const view = (kit: Kit) => kit.stores.router.get().history.at(-1)?.view
const views = (kit: Kit) => kit.stores.router.get().history.map((e) => e.view)

async function kitWith(options: { adapters?: boolean; mobile?: boolean } = {}) {
  const test = createTestAdapter()
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: options.adapters === false ? [] : [test.adapter],
    storage: memoryStorage(),
    isMobile: () => options.mobile ?? false,
  })
  await kit.ready
  return { kit, test }
}

describe('router (SPEC §2)', () => {
  it('opens Connect with no address and Account with one; a requested view overrides', async () => {
    const { kit } = await kitWith()
    openModal(kit)
    expect(view(kit)).toBe('Connect')
    expect(kit.stores.modal.get().open).toBe(true)
    closeModal(kit)
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    openModal(kit)
    expect(view(kit)).toBe('Account')
    openModal(kit, { view: 'Networks' })
    expect(views(kit)).toEqual(['Networks'])
  })

  it('with no adapters and no address: AllWallets on mobile, ConnectingWalletConnectBasic on desktop', async () => {
    const mobile = await kitWith({ adapters: false, mobile: true })
    openModal(mobile.kit)
    expect(view(mobile.kit)).toBe('AllWallets')
    const desktop = await kitWith({ adapters: false, mobile: false })
    openModal(desktop.kit)
    expect(view(desktop.kit)).toBe('ConnectingWalletConnectBasic')
  })

  it('back goes to the previous view and closes the dialog at the first view', async () => {
    const { kit } = await kitWith()
    openModal(kit)
    routerPush(kit, 'AllWallets')
    routerPush(kit, 'ConnectingExternal', { connectorId: 'injected' })
    expect(kit.stores.router.get().history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'injected' },
    })
    routerGoBack(kit)
    expect(view(kit)).toBe('AllWallets')
    routerGoBack(kit)
    expect(view(kit)).toBe('Connect')
    routerGoBack(kit)
    expect(kit.stores.modal.get().open).toBe(false)
  })

  it('back to Connect while connected shows Account', async () => {
    const { kit } = await kitWith()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    openModal(kit, { view: 'Connect' })
    routerPush(kit, 'WhatIsAWallet')
    routerGoBack(kit)
    expect(views(kit)).toEqual(['Account'])
  })

  it('pushing the current view does nothing', async () => {
    const { kit } = await kitWith()
    openModal(kit)
    routerPush(kit, 'Networks')
    routerPush(kit, 'Networks')
    expect(views(kit)).toEqual(['Connect', 'Networks'])
  })

  it('closing resets the view to Connect and emits MODAL_OPEN / MODAL_CLOSE', async () => {
    const { kit } = await kitWith()
    const seen: string[] = []
    kit.events.subscribe((e) => seen.push(e.data.event))
    openModal(kit, { view: 'Networks' })
    closeModal(kit)
    expect(views(kit)).toEqual(['Connect'])
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('opening for a namespace without networks says so', async () => {
    const { kit } = await kitWith()
    expect(() => openModal(kit, { namespace: 'solana' })).toThrow("Adapter for namespace solana doesn't exist")
  })

  it('open({ uri }): the WalletConnect view with the site’s own pairing URI; closing forgets it', async () => {
    const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
    const { kit } = await kitWith()
    openModal(kit, { uri })
    expect(views(kit)).toEqual(['ConnectingWalletConnect'])
    expect(kit.stores.connections.get().pairing).toMatchObject({ uri, source: 'site' })
    closeModal(kit)
    expect(kit.stores.connections.get().pairing).toBeUndefined()
    const basic = await kitWith({ adapters: false })
    openModal(basic.kit, { uri })
    expect(views(basic.kit)).toEqual(['ConnectingWalletConnectBasic'])
    expect(() => openModal(kit, { uri: 'https://example.com' })).toThrow(
      'open: uri must be a WalletConnect pairing URI',
    )
    expect(kit.stores.modal.get().open).toBe(false) // bad input changes nothing
  })
})
