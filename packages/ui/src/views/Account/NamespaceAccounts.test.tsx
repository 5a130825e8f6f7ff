// @vitest-environment happy-dom
import {
  type ChainAdapter,
  connect,
  cosmoshub,
  createKit,
  gangwayDevnetA,
  openModal,
  polkadot,
  switchNetwork,
} from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESSES: Partial<Record<ChainNamespace, string>> = {
  eip155: '0x1111111111111111111111111111111111111111',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  cosmos: 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
}
const CHAIN_IDS: Partial<Record<ChainNamespace, number | string>> = {
  eip155: 31337,
  polkadot: polkadot.id,
  cosmos: cosmoshub.id,
}

/** A wallet of one namespace answering its account; what the dialog asked of it is recorded. */
function adapterFor(namespace: ChainNamespace, asked: string[]): ChainAdapter {
  const connectorId = `wallet.${namespace}`
  return {
    namespace,
    setup: () => undefined,
    getConnectors: () => [{ id: connectorId, type: 'INJECTED', chain: namespace, name: `${namespace} wallet` }],
    connect: async () => ({
      connectorId,
      accounts: [{ address: ADDRESSES[namespace] as string }],
      chainId: CHAIN_IDS[namespace] as number | string,
    }),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async ({ network }) => void asked.push(`switch ${network.caipNetworkId}`),
    getBalance: async () => ({ balance: '1', symbol: 'X' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    getProvider: () => undefined,
  }
}

const harness = elementsHarness()
const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle()
  expect(check()).toBe(true)
}
const rows = () =>
  [...(root()?.querySelectorAll<HTMLElement>('[data-testid="account-namespace"]') ?? [])].map((row) => [
    row.dataset.namespace,
    row.dataset.address,
    row.querySelector('button')?.getAttribute('aria-current') ?? null,
  ])

async function start(namespaces: ChainNamespace[]) {
  const asked: string[] = []
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA, polkadot, cosmoshub],
    adapters: namespaces.map((ns) => adapterFor(ns, asked)),
    apiUrl: 'http://127.0.0.1:9',
  })
  const kit = harness.current
  await kit.ready
  for (const ns of namespaces) await connect(kit, { connectorId: `wallet.${ns}`, namespace: ns })
  // the dialog shows the EVM account (the last connect made its namespace the active one)
  await switchNetwork(kit, gangwayDevnetA)
  mountModal(kit)
  await act(async () => openModal(kit))
  return { kit, asked }
}

describe('Account: the accounts on each chain namespace', () => {
  it('lists each connected namespace with its address, the shown one marked; another one is shown on a click', async () => {
    const { kit, asked } = await start(['eip155', 'polkadot', 'cosmos'])
    await until(() => rows().length === 3)
    expect(rows()).toEqual([
      ['eip155', ADDRESSES.eip155, 'true'],
      ['polkadot', ADDRESSES.polkadot, null],
      ['cosmos', ADDRESSES.cosmos, null],
    ])
    const show = root().querySelector<HTMLButtonElement>('[data-namespace="polkadot"] button') as HTMLButtonElement
    expect(show.getAttribute('aria-label')).toBe(`Show your Polkadot account ${ADDRESSES.polkadot}`)
    await act(async () => show.click())
    await until(() => kit.stores.chains.get().activeNamespace === 'polkadot')
    expect(asked).toContain(`switch ${polkadot.caipNetworkId}`)
    await until(() => root().querySelector('[data-testid="account-address"]')?.textContent === '15oF4u…6Sp5')
    expect(rows().map((r) => r[2])).toEqual([null, 'true', null])
  })

  it('is not shown with one namespace connected', async () => {
    await start(['eip155'])
    await until(() => Boolean(root()?.querySelector('[data-testid="account-address"]')))
    expect(rows()).toEqual([])
  })
})
