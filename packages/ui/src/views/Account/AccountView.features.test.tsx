// @vitest-environment happy-dom
import {
  type ChainAdapter,
  connect,
  createKit,
  type Features,
  gangwayDevnetA,
  gangwaySolanaLocal,
  openModal,
} from '@gangway/core'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** One wallet of `namespace` on `address`. */
function walletOf(namespace: 'eip155' | 'solana', address: string, chainId: number | string): ChainAdapter {
  return {
    namespace,
    setup: () => undefined,
    getConnectors: () => [{ id: `${namespace}.wallet`, type: 'ANNOUNCED', chain: namespace, name: 'A Wallet' }],
    connect: async ({ connectorId }) => ({ connectorId, accounts: [{ address }], chainId }),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ balance: '1', symbol: namespace === 'solana' ? 'SOL' : 'ETH' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    getProvider: () => undefined,
  }
}

const harness = elementsHarness({ cleanup: () => vi.unstubAllGlobals() })
const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle()
  expect(check(), root()?.innerHTML).toBe(true)
}
const actions = () =>
  [...(root()?.querySelectorAll<HTMLButtonElement>('.wallet-actions button') ?? [])].map((b) => b.textContent)
const tabs = () => [...(root()?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].map((b) => b.textContent)
const chooseName = () => root()?.querySelector('[data-testid="account-choose-name"]')

async function account(namespace: 'eip155' | 'solana', features: Features = {}) {
  // the server's answers the Account view asks for: nothing held, no history, no name
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input).pathname
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    if (path.endsWith('/history')) return json({ data: [], next: null })
    if (path.endsWith('/balance')) return json({ balances: [] })
    if (path.startsWith('/v1/identity/')) return json({ name: null, avatar: null })
    return json({ code: 'NOT_FOUND', message: 'not here' }, 404)
  })
  const evm = namespace === 'eip155'
  harness.current = createKit({
    projectId: 'local',
    networks: [evm ? gangwayDevnetA : gangwaySolanaLocal],
    adapters: [
      evm
        ? walletOf('eip155', '0x1111111111111111111111111111111111111111', 31337)
        : walletOf('solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', gangwaySolanaLocal.id),
    ],
    features: { email: false, socials: false, swaps: false, onramp: false, ...features },
    apiUrl: 'http://api.test',
  })
  const kit = harness.current
  await kit.ready
  mountModal(kit)
  await act(async () => connect(kit, { connectorId: `${namespace}.wallet` }))
  await act(async () => openModal(kit))
  await until(() => Boolean(root()?.querySelector('[data-testid="account-disconnect"]')))
  await settle()
  return kit
}

describe('Account: what features and the namespace leave out (SPEC §1–§3, issue 37 item 17)', () => {
  it('EVM with the defaults: Send and Receive, the Activity tab and "Choose your name"', async () => {
    await account('eip155')
    expect(actions()).toEqual(['Receive', 'Send'])
    expect(tabs()).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(chooseName()?.textContent).toBe('Choose your name')
  })

  it('features.send / receive / activity: false — no Send, no Receive, no Activity tab', async () => {
    await account('eip155', { send: false, receive: false, activity: false })
    expect(actions()).toEqual([])
    expect(root().querySelector('.wallet-actions')).toBeNull()
    expect(tabs()).toEqual(['Tokens', 'NFTs'])
  })

  it('off EVM (Solana): no "Choose your name" (names are EVM), Tokens alone', async () => {
    await account('solana')
    expect(chooseName()).toBeNull()
    // one panel needs no tab list: the Tokens section alone
    expect(tabs()).toEqual([])
    expect(root().querySelector('section.tabs')?.getAttribute('aria-label')).toBe('Tokens')
  })
})
