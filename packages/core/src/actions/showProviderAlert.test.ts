// @vitest-environment happy-dom
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKit, destroyKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { providerErrorKind, showProviderAlert } from './showProviderAlert.ts'

let server: TestServer
beforeAll(async () => {
  server = await spawnTestServer({})
}, 60_000)
afterAll(() => server?.close())

const refusal = (reason: string) => new Error(`WebSocket connection closed abnormally with code: 3000 (${reason})`)

describe('provider errors become alerts, once per kind (SPEC §8, issue 37 item 2)', () => {
  it('maps the relay’s refusals to their alert kind; a dropped socket or anything unknown makes none', () => {
    expect(providerErrorKind(refusal('Project not found'))).toBe('PROJECT_NOT_FOUND')
    expect(providerErrorKind(refusal('Authorization error: Project ID is missing'))).toBe('PROJECT_NOT_FOUND')
    expect(providerErrorKind(refusal('Unauthorized: origin not allowed'))).toBe('ORIGIN_NOT_ALLOWED')
    expect(providerErrorKind(new Error('JWT validation error: JWT Token is not yet valid'))).toBe('AUTH_NOT_VALID')
    expect(providerErrorKind(new Error('socket hang up'))).toBeUndefined()
  })

  it('shows each kind once per kit: the relay refusing again is not said twice', () => {
    const kit = createKit({
      projectId: 'nope',
      networks: [gangwayDevnetA],
      adapters: [createTestAdapter().adapter],
      storage: memoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
    })
    expect(showProviderAlert(kit, refusal('Project not found'))).toBe(true)
    expect(kit.stores.alert.get()).toMatchObject({
      open: true,
      code: 'PROVIDER_ERROR',
      message: 'WalletConnect: the relay refused this site (Project not found)',
      params: { reason: 'Project not found' },
    })
    kit.stores.alert.set({ open: false })
    expect(showProviderAlert(kit, refusal('Project not found'))).toBe(false)
    expect(kit.stores.alert.get().open).toBe(false)
    // another kind is said
    expect(showProviderAlert(kit, refusal('Unauthorized: origin not allowed'))).toBe(true)
    expect(kit.stores.alert.get()).toMatchObject({ open: true, params: { reason: 'Unauthorized: origin not allowed' } })
    expect(showProviderAlert(kit, new Error('socket hang up'))).toBe(false)
    destroyKit(kit)
  })

  it('a WalletConnect pairing the real relay refuses (unknown project): the visitor gets the alert', async () => {
    // no adapters: WalletConnect (core's universal adapter) connects, through the server's relay
    const kit = createKit({
      projectId: 'nope',
      networks: [gangwayDevnetA],
      storage: memoryStorage(),
      apiUrl: server.url,
    })
    await kit.ready
    const pending = connect(kit, { connectorId: 'walletConnect' }).catch(() => undefined)
    await expect
      .poll(() => kit.stores.alert.get(), { timeout: 20_000, interval: 100 })
      .toMatchObject({
        open: true,
        code: 'PROVIDER_ERROR',
        message: 'WalletConnect: the relay refused this site (Project not found)',
      })
    destroyKit(kit)
    await Promise.race([pending, new Promise((r) => setTimeout(r, 1000))])
  }, 40_000)
})
