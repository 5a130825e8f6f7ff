// @vitest-environment happy-dom
import {
  type AdapterConnector,
  type ChainAdapter,
  connect,
  createKit,
  gangwayDevnetA,
  getAccount,
  type Kit,
  type KitOptions,
  type SIWXConfig,
  type SIWXSession,
} from '@gangway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const address = '0x1111111111111111111111111111111111111111'
const connectors: AdapterConnector[] = [
  {
    id: 'dev.gangway.wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    name: 'Gangway Dev Wallet',
    imageUrl: 'data:,wallet',
  },
]
/** The wallet's signature prompt: open until `approve` / `decline` is called. */
let prompt: { approve: () => void; decline: () => void } | undefined
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => connectors,
  connect: async ({ connectorId }) => ({ connectorId, accounts: [{ address }], chainId: 31337 }),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
  signMessage: ({ message }) =>
    new Promise((resolve, reject) => {
      prompt = {
        approve: () => resolve(`sig:${message}`),
        decline: () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
      }
    }),
  sendTransaction: async () => '0x',
  getProvider: () => undefined,
}

/** A small but real SIWXConfig: a message per request, the signature checked before a session is kept. */
function memorySIWX(required: boolean) {
  const sessions: SIWXSession[] = []
  const config: SIWXConfig = {
    createMessage: async (input) => {
      const data = { ...input, domain: 'localhost', uri: 'http://localhost/', version: '1', nonce: 'n0nce123' }
      return { ...data, toString: () => `localhost wants you to sign in: ${input.accountAddress} ${data.nonce}` }
    },
    addSession: async (session) => {
      if (session.signature !== `sig:${session.message}`) throw new Error('Invalid signature')
      sessions.push(session)
    },
    revokeSession: async () => void sessions.splice(0),
    setSessions: async (next) => void sessions.splice(0, sessions.length, ...next),
    getSessions: async (chainId, account) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === account),
    getRequired: () => required,
  }
  return { config, sessions }
}

const harness = elementsHarness({ cleanup: () => (prompt = undefined) })

const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const body = () => root()?.querySelector('[data-view="SIWXSignMessage"]')
const shown = async () => {
  const ready = () => !!body()?.querySelector('[data-testid="w3m-connecting-siwe-sign"]')
  for (let i = 0; i < 200 && !ready(); i++) await settle()
  expect(ready()).toBe(true)
}
const button = (id: 'sign' | 'cancel') =>
  root().querySelector<HTMLButtonElement>(`[data-testid="w3m-connecting-siwe-${id}"]`) as HTMLButtonElement

async function connected(required: boolean, options: Partial<KitOptions> = {}) {
  const siwx = memorySIWX(required)
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [adapter],
    features: { email: false },
    metadata: { name: 'Test Site', description: '', url: 'http://localhost', icons: ['data:,site'] },
    siwx: siwx.config,
    ...options,
  })
  await harness.current.ready
  mountModal(harness.current)
  await act(async () => connect(harness.current as Kit, { connectorId: 'dev.gangway.wallet' }))
  await shown()
  return { kit: harness.current, siwx }
}

describe('SIWXSignMessage view', () => {
  it('shows the site, the wallet, the required text and Cancel / Sign; Sign signs in and closes', async () => {
    const { kit, siwx } = await connected(true)
    expect(root().querySelector('#gw-title')?.textContent).toBe('Sign In')
    expect(body()?.querySelector('.siwx-title')?.textContent).toBe('Test Site needs to connect to your wallet')
    expect(body()?.querySelector('#gw-siwx-hint')?.textContent).toBe(
      'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    )
    expect([...(body()?.querySelectorAll('img') ?? [])].map((i) => i.getAttribute('src'))).toEqual([
      'data:,site',
      'data:,wallet',
    ])
    expect(button('cancel').textContent).toBe('Cancel')
    expect(button('sign').textContent).toBe('Sign')
    expect(button('sign').getAttribute('aria-describedby')).toBe('gw-siwx-hint')

    await act(async () => button('sign').click())
    await settle()
    expect(button('sign').textContent).toBe('Signing…')
    expect(button('sign').disabled).toBe(true)
    await act(async () => prompt?.approve())
    await settle()
    expect(siwx.sessions).toHaveLength(1)
    expect(kit.stores.modal.get().open).toBe(false)
  })

  it('a declined signature: the wallet’s words in the snackbar, the view stays, Sign is usable again', async () => {
    const { siwx } = await connected(true)
    await act(async () => button('sign').click())
    await settle()
    await act(async () => prompt?.decline())
    await settle()
    expect(root().querySelector('.snack')?.textContent).toBe('User rejected the request.')
    expect(body()).not.toBeNull()
    expect(button('sign').disabled).toBe(false)
    expect(siwx.sessions).toHaveLength(0)
  })

  it('Cancel when required disconnects', async () => {
    const { kit } = await connected(true)
    await act(async () => button('cancel').click())
    await settle()
    expect(getAccount(kit).isConnected).toBe(false)
    expect(kit.stores.modal.get().open).toBe(false)
  })

  it('not required: its own text; Cancel closes and the wallet stays connected', async () => {
    const { kit } = await connected(false)
    expect(body()?.querySelector('#gw-siwx-hint')?.textContent).toBe(
      'Sign this message to prove you own this wallet and proceed. You can cancel and stay connected without signing in.',
    )
    await act(async () => button('cancel').click())
    await settle()
    expect(getAccount(kit).isConnected).toBe(true)
    expect(kit.stores.modal.get().open).toBe(false)
  })

  it('speaks German with locale "de"', async () => {
    await connected(true, { locale: 'de' })
    expect(body()?.querySelector('.siwx-title')?.textContent).toBe('Test Site möchte sich mit deiner Wallet verbinden')
    expect(button('sign').textContent).toBe('Signieren')
    expect(button('cancel').textContent).toBe('Abbrechen')
  })
})
