// @vitest-environment happy-dom
import { type ChainAdapter, createKit, gangwayDevnetA } from '@gangway/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { KitProvider } from '../../context/KitContext.tsx'
import { OtpForm } from './OtpForm.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => [],
  connect: async () => {
    throw new Error('not here')
  },
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '0', symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransaction: async () => '0x',
  getProvider: () => undefined,
}

// the kit asks its server for the project's config: none here
beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 })))
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

async function renderForm(submitted: string[]) {
  const kit = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [adapter], locale: 'en' })
  await kit.ready
  const host = document.createElement('div')
  document.body.append(host)
  await act(async () =>
    createRoot(host).render(
      <KitProvider kit={kit} host={host}>
        <OtpForm email="visitor@example.test" onSubmit={async (code) => void submitted.push(code)} />
      </KitProvider>,
    ),
  )
  return [...host.querySelectorAll('input')] as HTMLInputElement[]
}

/** A key as a keyboard sends it to the focused cell (what the browser does with it is up to the handler). */
const press = (key: string) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })

it('a digit typed over the same digit moves on (no change event comes for it), and six digits submit', async () => {
  const submitted: string[] = []
  const cells = await renderForm(submitted)
  expect(cells).toHaveLength(6)
  await press('1')
  expect(document.activeElement).toBe(cells[1])
  await press('Home')
  expect(document.activeElement).toBe(cells[0])
  // the cell holds "1" and "1" is typed again: the value does not change, the focus still moves on
  await press('1')
  expect(document.activeElement).toBe(cells[1])
  for (const key of '23456') await press(key)
  expect(cells.map((cell) => cell.value)).toEqual(['1', '2', '3', '4', '5', '6'])
  expect(submitted).toEqual(['123456'])
})
