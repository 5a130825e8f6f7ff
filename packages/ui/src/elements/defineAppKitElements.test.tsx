// @vitest-environment happy-dom
import {
  type ChainAdapter,
  closeModal,
  createKit,
  gangwayDevnetA,
  type Kit,
  openModal,
  routerPush,
  setThemeMode,
} from '@gangway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { elementsHarness, settle } from '../test/elementsHarness.ts'
import { mountModal } from './mountModal.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => [
    {
      id: 'dev.gangway.wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      name: 'Gangway Dev Wallet',
      imageUrl: 'data:image/svg+xml,x',
    },
  ],
  connect: () => new Promise(() => undefined),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransaction: async () => '0x',
  getProvider: () => undefined,
}

const harness = elementsHarness()

/** Settles until `check` holds (a lazy view's chunk may take a while to load on a loaded machine), bounded at 10 s. */
const settleUntil = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 1000 && !check(); i++) await act(async () => new Promise((r) => setTimeout(r, 10)))
  if (!check()) throw new Error(`timed out waiting for ${what}`)
}
const modalRoot = () => document.querySelector('appkit-modal')?.shadowRoot
/**
 * The dialog a visitor sees: none while closed (the closed dialog holds Connect rendered hidden, issue 38 —
 * and, for one faint paint, inert and aria-hidden at opacity 0.001).
 */
const shownDialog = () => {
  const dialog = modalRoot()?.querySelector<HTMLElement>('[role="dialog"]')
  return dialog && !dialog.closest('[style*="display: none"], [style*="visibility: hidden"], [inert]') ? dialog : null
}

async function setup(options: Partial<Parameters<typeof createKit>[0]> = {}) {
  harness.current = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [adapter], ...options })
  await harness.current.ready
  mountModal(harness.current)
  await settle()
  return harness.current
}

describe('<appkit-modal>', () => {
  it('is appended to body and shows nothing until opened', async () => {
    await setup()
    expect(document.body.lastElementChild?.tagName).toBe('APPKIT-MODAL')
    expect(shownDialog()).toBeNull()
  })

  it('renders Connect hidden ahead of the click and shows that same DOM when opened; a close starts it afresh', async () => {
    const kit = await setup()
    // once Connect's chunk is preloaded (idle), Connect is rendered hidden (visibility: hidden)
    await expect.poll(() => modalRoot()?.querySelector('[data-view="Connect"] [data-connector-id]')).toBeTruthy()
    const hidden = modalRoot()?.querySelector('[role="dialog"]') as HTMLElement
    expect(shownDialog()).toBeNull()
    await act(async () => openModal(kit))
    // opening reveals it: the very element, not a new render
    expect(shownDialog()).toBe(hidden)
    expect(shownDialog()?.querySelector('[data-connector-id="dev.gangway.wallet"]')).toBeTruthy()
    await act(async () => closeModal(kit))
    expect(shownDialog()).toBeNull()
    await expect.poll(() => modalRoot()?.querySelector('[role="dialog"]')).not.toBe(hidden)
  })

  it('keeps the hidden Connect laid out but invisible (visibility, not display: none), so opening only shows it', async () => {
    const kit = await setup()
    await expect.poll(() => modalRoot()?.querySelector('[data-view="Connect"] [data-connector-id]')).toBeTruthy()
    const backdrop = modalRoot()?.querySelector<HTMLElement>('.backdrop') as HTMLElement
    const wrapper = backdrop.parentElement as HTMLElement
    // after its one faint paint (next test)
    await expect.poll(() => wrapper.style.visibility === 'hidden' && !wrapper.hasAttribute('inert')).toBe(true)
    // styled and laid out (no display: none anywhere above it), painted nowhere, out of the accessibility tree
    expect(backdrop.closest('[style*="display: none"]')).toBeNull()
    expect([wrapper.style.display, wrapper.style.visibility]).toEqual(['contents', 'hidden'])
    expect(shownDialog()).toBeNull()
    await act(async () => openModal(kit))
    // opening changes the wrapper's visibility only: the same elements, shown
    expect(modalRoot()?.querySelector('.backdrop')).toBe(backdrop)
    expect(backdrop.parentElement).toBe(wrapper)
    expect([wrapper.style.display, wrapper.style.visibility]).toEqual(['contents', ''])
    expect(backdrop.closest('[style*="visibility: hidden"]')).toBeNull()
  })

  it('paints the hidden Connect once, at opacity 0.001, inert, out of the accessibility tree and hit by nothing, then hides it again', async () => {
    harness.current = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [adapter] })
    await harness.current.ready
    mountModal(harness.current)
    const root = modalRoot() as ShadowRoot
    // every state the wrapper and backdrop go through, from the first render on
    const states: string[] = []
    const record = () => {
      // React's commit and the layout effect's attributes land together, before any frame: seen as one state
      const backdrop = root.querySelector<HTMLElement>('.backdrop')
      const wrapper = backdrop?.parentElement
      if (!backdrop || !wrapper) return
      const state = [
        wrapper.style.visibility || 'visible',
        wrapper.hasAttribute('inert') ? 'inert' : '-',
        wrapper.getAttribute('aria-hidden') ?? '-',
        backdrop.style.opacity || '1',
        backdrop.style.pointerEvents || '-',
      ].join(' ')
      if (states.at(-1) !== state) states.push(state)
    }
    const observer = new MutationObserver(() => queueMicrotask(record))
    observer.observe(root, { subtree: true, childList: true, attributes: true })
    await settleUntil(() => states.length >= 3, 'the faint paint to end')
    await settle()
    observer.disconnect()
    expect(states).toEqual([
      'hidden - - 1 -',
      // painted (the raster caches get its shadow, glyphs and icons), but no pixel changes and nothing reaches it
      'visible inert true 0.001 none',
      'hidden - - 1 -',
    ])
    // once per page: no second faint paint
    await settle()
    expect(states).toHaveLength(3)
    // opening shows it at full opacity, focusable
    await act(async () => openModal(harness.current as Kit))
    const backdrop = root.querySelector<HTMLElement>('.backdrop') as HTMLElement
    expect([backdrop.style.opacity, backdrop.parentElement?.hasAttribute('inert')]).toEqual(['', false])
    expect(shownDialog()).toBeTruthy()
  })

  it('an opening click during the faint paint shows the dialog at once, not inert, with focus inside', async () => {
    harness.current = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [adapter] })
    await harness.current.ready
    mountModal(harness.current)
    const wrapper = () => modalRoot()?.querySelector<HTMLElement>('.backdrop')?.parentElement
    await settleUntil(() => wrapper()?.hasAttribute('inert') === true, 'the faint paint to start')
    await act(async () => openModal(harness.current as Kit))
    const backdrop = modalRoot()?.querySelector<HTMLElement>('.backdrop') as HTMLElement
    expect(wrapper()?.hasAttribute('inert')).toBe(false)
    expect(wrapper()?.hasAttribute('aria-hidden')).toBe(false)
    expect(backdrop.style.opacity).toBe('')
    expect(shownDialog()).toBeTruthy()
    await settle()
    expect(backdrop.contains(modalRoot()?.activeElement ?? null)).toBe(true)
  })

  it("adopts the theme at once and the dialog's stylesheet (a lazy chunk) once it has loaded", async () => {
    await setup()
    const sheets = () =>
      (modalRoot()?.adoptedStyleSheets ?? []).map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n'))
    await expect.poll(() => sheets().length).toBe(2)
    expect(sheets()[0]).toContain('--gw-bg')
    expect(sheets()[1]).toContain('.backdrop')
  })

  it('is not appended with disableAppend or enableEmbedded', async () => {
    harness.current = createKit({ projectId: 'local', networks: [gangwayDevnetA], disableAppend: true })
    expect(mountModal(harness.current)).toBeUndefined()
    harness.current = createKit({ projectId: 'local', networks: [gangwayDevnetA], enableEmbedded: true })
    expect(mountModal(harness.current)).toBeUndefined()
    expect(document.querySelector('appkit-modal')).toBeNull()
  })

  it('opens a labelled modal dialog showing Connect with the announced wallet', async () => {
    const kit = await setup()
    await act(async () => openModal(kit))
    await settle()
    const dialog = modalRoot()?.querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const title = modalRoot()?.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(modalRoot()?.querySelector('[data-connector-id="dev.gangway.wallet"]')?.textContent).toContain(
      'Gangway Dev Wallet',
    )
  })

  it('goes back with the back button and closes on Escape', async () => {
    const kit = await setup()
    await act(async () => {
      openModal(kit)
      routerPush(kit, 'WhatIsAWallet')
    })
    await settle()
    expect(modalRoot()?.querySelector('h2')?.textContent).toBe('What is a wallet?')
    const back = modalRoot()?.querySelector<HTMLButtonElement>('button[aria-label="Back"]')
    await act(async () => back?.click())
    await settle()
    expect(modalRoot()?.querySelector('h2')?.textContent).toBe('Connect Wallet')
    const dialog = modalRoot()?.querySelector('[role="dialog"]') as HTMLElement
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(kit.stores.modal.get().open).toBe(false)
    expect(shownDialog()).toBeNull()
  })

  it('on UnsupportedChain, Escape shakes the dialog (500 ms) instead of closing it', async () => {
    const kit = await setup()
    await act(async () => {
      kit.stores.chains.set({ unsupportedNetwork: true })
      openModal(kit, { view: 'UnsupportedChain' })
    })
    await settle()
    const dialog = modalRoot()?.querySelector('[role="dialog"]') as HTMLElement
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(kit.stores.modal.get().open).toBe(true)
    expect(modalRoot()?.querySelector('[role="dialog"]')?.className).toBe('panel shake')
    await act(async () => new Promise((r) => setTimeout(r, 550)))
    expect(modalRoot()?.querySelector('[role="dialog"]')?.className).toBe('panel')
  })

  it("open({ uri }) shows the site's pairing URI and starts no pairing of its own", async () => {
    const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
    let connects = 0
    const kit = await setup({
      adapters: [
        {
          ...adapter,
          getConnectors: () => [
            { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155', name: 'WalletConnect' },
          ],
          connect: () => {
            connects++
            return new Promise(() => undefined)
          },
        },
      ],
    })
    await act(async () => openModal(kit, { uri }))
    await settle()
    // the WalletConnect view is a lazy chunk: its first load in a fresh module graph can outlast settle()
    await settleUntil(() => !!modalRoot()?.querySelector('input[aria-label="WalletConnect link"]'), 'the link field')
    expect(modalRoot()?.querySelector('[data-view="ConnectingWalletConnect"]')).not.toBeNull()
    expect(modalRoot()?.querySelector<HTMLInputElement>('input[aria-label="WalletConnect link"]')?.value).toBe(uri)
    expect(modalRoot()?.querySelector('img[alt="QR code to connect with WalletConnect"]')).not.toBeNull()
    expect(connects).toBe(0)
    await act(async () => closeModal(kit))
  })

  it('keeps a pairing URI made before the view opened (the one session pairing in flight, which connect joins)', async () => {
    const uri = `wc:${'c'.repeat(64)}@2?relay-protocol=irn&symKey=${'d'.repeat(64)}`
    let connects = 0
    const kit = await setup({
      adapters: [
        {
          ...adapter,
          getConnectors: () => [
            { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155', name: 'WalletConnect' },
          ],
          // joins the pairing in flight: no new URI comes
          connect: () => {
            connects++
            return new Promise(() => undefined)
          },
        },
      ],
    })
    // the pairing's URI arrived (another view's pairing, or the site's under manualWCControl) before the view
    kit.stores.connections.set({ pairing: { uri, createdAt: Date.now() } })
    await act(async () => openModal(kit, { view: 'ConnectingWalletConnect' }))
    await settle()
    expect(connects).toBe(1)
    expect(modalRoot()?.querySelector<HTMLInputElement>('input[aria-label="WalletConnect link"]')?.value).toBe(uri)
    expect(modalRoot()?.querySelector('img[alt="QR code to connect with WalletConnect"]')).not.toBeNull()
    await act(async () => closeModal(kit))
  })

  it('uses the locale option and the theme mode', async () => {
    const kit = await setup({ locale: 'de' })
    await act(async () => openModal(kit))
    await settle()
    expect(modalRoot()?.querySelector('h2')?.textContent).toBe('Wallet verbinden')
    await act(async () => setThemeMode(kit, 'dark'))
    expect(document.querySelector('appkit-modal')?.getAttribute('data-theme')).toBe('dark')
    await act(async () => closeModal(kit))
  })
})

describe('<appkit-button>', () => {
  it('renders the connect button and opens the dialog', async () => {
    const kit = await setup()
    document.body.append(document.createElement('appkit-button'))
    await settle()
    const button = document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
    expect(button?.textContent).toBe('Connect Wallet')
    await act(async () => button?.click())
    expect(kit.stores.modal.get().open).toBe(true)
  })

  it('shows its loading label only while a connection is under way and the dialog is closed', async () => {
    const kit = await setup()
    const el = document.createElement('appkit-connect-button')
    el.setAttribute('loading-label', 'Wait')
    document.body.append(el)
    await settle()
    const label = () => el.shadowRoot?.querySelector('button')?.textContent
    expect(label()).toBe('Connect Wallet')
    await act(async () => openModal(kit))
    expect(label()).toBe('Connect Wallet')
    const namespace = kit.stores.chains.get().activeNamespace
    await act(async () =>
      kit.stores.chains.set({
        accounts: { [namespace]: { isConnected: false, status: 'connecting', allAccounts: [] } },
      }),
    )
    // the dialog is open: the button keeps its label
    expect(label()).toBe('Connect Wallet')
    await act(async () => closeModal(kit))
    expect(label()).toBe('Wait')
    expect(el.shadowRoot?.querySelector('button')?.disabled).toBe(true)
    await act(async () => openModal(kit))
    expect(label()).toBe('Connect Wallet')
  })

  it('takes its label from the attribute', async () => {
    await setup()
    const el = document.createElement('appkit-connect-button')
    el.setAttribute('label', 'Sign in')
    document.body.append(el)
    await settle()
    expect(el.shadowRoot?.querySelector('button')?.textContent).toBe('Sign in')
  })
})
