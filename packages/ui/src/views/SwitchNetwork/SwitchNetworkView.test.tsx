// @vitest-environment happy-dom
import {
  type ChainAdapter,
  connect,
  createKit,
  gangwayDevnetA,
  gangwayDevnetB,
  openModal,
  routerPush,
} from '@gangway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A wallet that answers each network switch with the next of `answers` (an error thrown, or done). */
function walletAnswering(answers: (Error | undefined)[]): ChainAdapter & { asked: number } {
  const adapter: ChainAdapter & { asked: number } = {
    asked: 0,
    namespace: 'eip155',
    setup: () => undefined,
    getConnectors: () => [{ id: 'wallet.one', type: 'ANNOUNCED', chain: 'eip155', name: 'Wallet One' }],
    connect: async ({ connectorId }) => ({ connectorId, accounts: [{ address: ADDRESS }], chainId: 31337 }),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => {
      const answer = answers[adapter.asked++]
      if (answer) throw answer
    },
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    getProvider: () => undefined,
  }
  return adapter
}

const harness = elementsHarness()
const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle()
  expect(check()).toBe(true)
}
const view = () => root()?.querySelector<HTMLElement>('[data-phase]')

describe('SwitchNetwork (SPEC §2, issue 37 item 15)', () => {
  it('declined by the wallet: "Switch declined" and "Try again"; then a failure: "Switch failed"; then Try again switches', async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wallet = walletAnswering([declined, new Error('Unrecognized chain ID'), undefined])
    harness.current = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, gangwayDevnetB],
      adapters: [wallet],
      apiUrl: 'http://127.0.0.1:9',
    })
    const kit = harness.current
    await kit.ready
    await connect(kit, { connectorId: 'wallet.one' })
    mountModal(kit)
    await act(async () => openModal(kit))
    await act(async () => routerPush(kit, 'SwitchNetwork', { network: gangwayDevnetB }))

    await until(() => view()?.dataset.phase === 'declined')
    expect(view()?.querySelector('[role="alert"]')?.textContent).toBe('Switch declined')
    expect(kit.stores.chains.get().activeNetwork.id).toBe(31337)
    const retry = () => view()?.querySelector<HTMLButtonElement>('button') as HTMLButtonElement
    expect(retry().textContent).toBe('Try again')

    await act(async () => retry().click())
    await until(() => view()?.dataset.phase === 'failed')
    expect(view()?.querySelector('[role="alert"]')?.textContent).toBe('Switch failed')
    expect(retry().textContent).toBe('Try again')
    expect(kit.stores.chains.get().activeNetwork.id).toBe(31337)

    await act(async () => retry().click())
    await until(() => kit.stores.router.get().history.at(-1)?.view === 'Account')
    expect(wallet.asked).toBe(3)
    expect(kit.stores.chains.get().activeNetwork.id).toBe(31338)
  })
})
