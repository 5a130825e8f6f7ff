import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kit } from '../Kit.ts'
import { createKitStorage } from '../storage/createKitStorage.ts'
import { kitWithFakeFrame as kitWithFrame } from '../test/kitWithFakeFrame.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { approveEmbeddedRequest } from './approveEmbeddedRequest.ts'
import { closeModal } from './closeModal.ts'
import { openModal } from './openModal.ts'
import { routerPush } from './routerPush.ts'

const views = (kit: Kit) => kit.stores.router.get().history.map((h) => h.view)

afterEach(() => vi.useRealTimers())

describe('ApproveTransaction around embedded requests (SPEC §4)', () => {
  it('opens the dialog for a request made while it was closed, and closes it on success', async () => {
    const { kit, client, answer } = await kitWithFrame()
    const result = approveEmbeddedRequest(kit, () =>
      client.request('RPC_REQUEST', { method: 'personal_sign', params: [] }),
    )
    expect(kit.stores.modal.get().open).toBe(true)
    expect(views(kit)).toEqual(['ApproveTransaction'])
    await vi.waitFor(() => answer('@w3m-frame/RPC_REQUEST_SUCCESS', '0xsig'))
    await expect(result).resolves.toBe('0xsig')
    expect(kit.stores.modal.get().open).toBe(false)
  })

  it('pops back to the view it came from, with the error, when the dialog was open', async () => {
    const { kit, client, answer } = await kitWithFrame()
    openModal(kit, { view: 'Account' })
    routerPush(kit, 'WalletSendPreview')
    const result = approveEmbeddedRequest(kit, () =>
      client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [] }),
    )
    expect(views(kit)).toEqual(['Account', 'WalletSendPreview', 'ApproveTransaction'])
    await vi.waitFor(() => answer('@w3m-frame/RPC_REQUEST_ERROR', { message: 'User rejected the request' }))
    await expect(result).rejects.toThrow('User rejected the request')
    expect(views(kit)).toEqual(['Account', 'WalletSendPreview'])
    expect(kit.stores.modal.get().open).toBe(true)
  })

  it('closing the dialog aborts the open signing request; a safe read goes on', async () => {
    const { kit, client, answerId, sentIds } = await kitWithFrame()
    const read = client.request('RPC_REQUEST', { method: 'eth_getBalance', params: [] })
    const sign = approveEmbeddedRequest(kit, () =>
      client.request('RPC_REQUEST', { method: 'personal_sign', params: [] }),
    )
    await vi.waitFor(() => expect(sentIds()).toHaveLength(2))
    const aborted = expect(sign).rejects.toThrow('Request was aborted')
    closeModal(kit)
    await aborted
    answerId(sentIds()[0] as string, '@w3m-frame/RPC_REQUEST_SUCCESS', '0x0')
    await expect(read).resolves.toBe('0x0')
    expect(kit.stores.modal.get().open).toBe(false)
  })
})

describe('e-mail login storage (SPEC §4)', () => {
  it('saves e-mail and the login flag after login; a disconnect or failed check clears them', () => {
    const backend = memoryStorage()
    const storage = createKitStorage(backend, '@gangway/')
    backend.setItem('@gangway/last_email_login_time', '"123"')
    backend.setItem('@gangway/social_username', '"x"')
    storage.setLastChain('eip155')
    storage.saveEmailLogin('a@b.test')
    expect(storage.getEmail()).toBe('a@b.test')
    expect(storage.isLoginEmailUsed()).toBe(true)
    expect(backend.getItem('@gangway/last_email_login_time')).toBeNull()
    storage.clearEmailLogin()
    expect(storage.getEmail()).toBeUndefined()
    expect(storage.isLoginEmailUsed()).toBe(false)
    expect(storage.getLastChain()).toBeUndefined()
    expect(backend.getItem('@gangway/social_username')).toBeNull()
  })
})
