// @vitest-environment happy-dom
import {
  type AdapterConnector,
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  connect,
  createKit,
  type FrameClient,
  gangwayDevnetA,
  openModal,
} from '@gangway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x5555555555555555555555555555555555555555'
const connectors: AdapterConnector[] = [{ id: AUTH_CONNECTOR_ID, type: 'AUTH', chain: 'eip155', name: 'Email' }]
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => connectors,
  connect: async ({ connectorId }) => ({ connectorId, accounts: [{ address: SMART }], chainId: 31337 }),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransaction: async () => '0x',
  getProvider: () => undefined,
}

const harness = elementsHarness()
const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle()
  expect(check()).toBe(true)
}
const toggle = () => root()?.querySelector<HTMLButtonElement>('[data-testid="account-toggle-preferred-account-type"]')

/**
 * Account of a kit connected through the embedded wallet on 31337; the frame stand-in answers
 * SET_PREFERRED_ACCOUNT, and the user's new type reaches the account the way the provider's refresh does.
 */
async function open(enabled: number[]) {
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [adapter],
    apiUrl: 'http://127.0.0.1:9',
  })
  const kit = harness.current
  await kit.ready
  await connect(kit, { connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
  const asked: unknown[] = []
  const setType = (type: 'eoa' | 'smartAccount') =>
    kit.stores.chains.set((s) => ({
      accounts: {
        ...s.accounts,
        eip155: {
          ...(s.accounts.eip155 as NonNullable<typeof s.accounts.eip155>),
          preferredAccountType: type,
          address: type === 'eoa' ? EOA : SMART,
        },
      },
    }))
  setType('smartAccount')
  kit.stores.chains.set({ smartAccountEnabledNetworks: enabled })
  const embedded = kit.embedded
  if (embedded) {
    embedded.frame = async () =>
      ({
        request: async (name: string, payload: { type: 'eoa' | 'smartAccount' }) => {
          asked.push({ name, payload })
          return { type: payload.type, address: payload.type === 'eoa' ? EOA : SMART }
        },
      }) as unknown as FrameClient
    embedded.provider.refreshUser = async () => {
      const last = asked.at(-1) as { payload: { type: 'eoa' | 'smartAccount' } }
      setType(last.payload.type)
      return undefined
    }
  }
  mountModal(kit)
  await act(async () => openModal(kit))
  await until(() => root()?.querySelector('[data-view="Account"] [data-testid="account-address"]') !== null)
  return { kit, asked }
}

describe('Account: switch between the EOA and the smart account (issue 20)', () => {
  it('"Switch to your EOA" on a smart-account network; it switches, then offers the way back', async () => {
    const { kit, asked } = await open([31337])
    await until(() => toggle()?.textContent === 'Switch to your EOA')
    await act(async () => toggle()?.click())
    await until(() => toggle()?.textContent === 'Switch to your Smart Account')
    expect(asked).toEqual([{ name: 'SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } }])
    expect(kit.stores.chains.get().accounts.eip155?.address).toBe(EOA)
    expect(toggle()?.disabled).toBe(false)
  })

  it('not shown where the network has no smart accounts', async () => {
    await open([])
    await settle()
    expect(toggle()).toBeNull()
  })
})
