// @vitest-environment happy-dom
import {
  type AdapterConnector,
  type ChainAdapter,
  createKit,
  type FrameClient,
  gangwayDevnetA,
  type Kit,
  type KitOptions,
  openModal,
  routerPush,
} from '@gangway/core'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const connectors: AdapterConnector[] = [
  { id: 'dev.gangway.wallet', type: 'ANNOUNCED', chain: 'eip155', name: 'Gangway Dev Wallet' },
]
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => connectors,
  connect: async ({ connectorId }) => ({
    connectorId,
    accounts: [{ address: '0x1111111111111111111111111111111111111111' }],
    chainId: 31337,
  }),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransaction: async () => '0x',
  getProvider: () => undefined,
}

const harness = elementsHarness()
// registered after the harness's hooks, so it runs before them (vitest runs after-hooks in reverse): mocks are
// restored before the kit's background calls are awaited
afterEach(() => vi.restoreAllMocks())

const shown = async (view: string) => {
  const ready = () => {
    const body = root()?.querySelector(`[data-view="${view}"]`)
    return !!body && body.children.length > 0 && !body.querySelector(':scope > .loading')
  }
  for (let i = 0; i < 200 && !ready(); i++) await settle()
}
const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const socialButtons = () =>
  [...root().querySelectorAll<HTMLButtonElement>('[data-testid="social-login"] button')].map((b) => ({
    id: b.dataset.testid,
    text: b.textContent,
    label: b.getAttribute('aria-label'),
  }))

/** A kit whose frame never answers the redirect (the popup's fate decides), and a popup window.open gives. */
async function open(options: Partial<KitOptions> = {}) {
  harness.current = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [adapter], ...options })
  await harness.current.ready
  const client = { request: vi.fn(() => new Promise(() => undefined)) }
  if (harness.current.embedded) {
    ;(harness.current as { embedded: Kit['embedded'] }).embedded = {
      ...harness.current.embedded,
      frame: async () => client as unknown as FrameClient,
    }
  }
  mountModal(harness.current)
  await act(async () => openModal(harness.current as Kit))
  await shown('Connect')
  const popup = { closed: false, close: vi.fn(), location: { href: '' } }
  const windowOpen = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  return { kit: harness.current, client, popup, windowOpen }
}

describe('social login in the dialog', () => {
  it('Connect: features.socials order, the first wide with its name, the next as named icon buttons, past six "more"', async () => {
    await open()
    expect(socialButtons()).toEqual([
      { id: 'social-selector-google', text: 'Continue with Google', label: null },
      { id: 'social-selector-x', text: '', label: 'Continue with X' },
      { id: 'social-selector-discord', text: '', label: 'Continue with Discord' },
      { id: 'social-selector-farcaster', text: '', label: 'Continue with Farcaster' },
      { id: 'social-selector-github', text: '', label: 'Continue with GitHub' },
      { id: 'social-selector-more', text: '•••', label: 'More sign-in options' },
    ])
    // the marks are drawn locally: no image is loaded
    expect(root().querySelector('[data-testid="social-login"] img')).toBeNull()
  })

  it('two providers: both with names, in the site’s order; none with socials false; shown without e-mail login', async () => {
    await open({ features: { socials: ['github', 'google'] } })
    expect(socialButtons().map((b) => [b.id, b.text])).toEqual([
      ['social-selector-github', 'GitHub'],
      ['social-selector-google', 'Google'],
    ])
    document.body.innerHTML = ''
    await open({ features: { socials: false } })
    expect(root().querySelector('[data-testid="social-login"]')).toBeNull()
    document.body.innerHTML = ''
    await open({ features: { email: false, socials: ['discord'] } })
    expect(root().querySelector('input[type="email"]')).toBeNull()
    expect(socialButtons()).toEqual([{ id: 'social-selector-discord', text: 'Continue with Discord', label: null }])
  })

  it('a name that is no social login (a JavaScript site’s typo) gets no button; Farcaster keeps its own', async () => {
    await open({ features: { socials: ['google', 'myspace', 'farcaster'] as never } })
    expect(socialButtons().map((b) => b.id)).toEqual(['social-selector-google', 'social-selector-farcaster'])
  })

  it('connectMethodsOrder puts the socials where the site says', async () => {
    await open({ features: { connectMethodsOrder: ['wallet', 'social', 'email'] } })
    const fieldset = root().querySelector('fieldset') as HTMLFieldSetElement
    const order = [...fieldset.querySelectorAll('[data-testid="social-login"], ul.list, form')].map((e) =>
      e.matches('[data-testid="social-login"]') ? 'social' : e.matches('form') ? 'email' : 'wallet',
    )
    expect(order.filter((x, i) => order.indexOf(x) === i)).toEqual(['wallet', 'social', 'email'])
  })

  it("click: the popup opens in the click, ConnectingSocial 'Log in with Google'; closing it shows 'Popup closed' and Try again opens a new one", async () => {
    const { kit, popup, windowOpen } = await open()
    const google = root().querySelector<HTMLButtonElement>('[data-testid="social-selector-google"]')
    await act(async () => google?.click())
    expect(windowOpen).toHaveBeenCalledTimes(1)
    expect(windowOpen.mock.calls[0]?.[2]).toContain('width=600,height=800')
    await shown('ConnectingSocial')
    expect(root().querySelector('h2')?.textContent).toBe('Log in with Google')
    expect(root().querySelector('[data-testid="connecting-social"]')?.getAttribute('data-status')).toBe('connecting')
    expect(root().querySelector('[data-testid="connecting-social"]')?.textContent).toContain(
      'Continue in the Google window that opened.',
    )
    popup.closed = true
    await act(async () => new Promise((r) => setTimeout(r, 1_100)))
    await settle()
    expect(root().querySelector('[role="alert"]')?.textContent).toBe('Popup closed')
    expect(kit.stores.social.get().status).toBe('error')
    popup.closed = false
    const retry = root().querySelector<HTMLButtonElement>('[data-testid="connecting-social-retry"]')
    await act(async () => retry?.click())
    expect(windowOpen).toHaveBeenCalledTimes(2)
    expect(root().querySelector('[data-testid="connecting-social"]')?.getAttribute('data-status')).toBe('connecting')
  })

  it('ConnectSocials lists every provider as a named button; German texts with locale "de"', async () => {
    const { kit, windowOpen } = await open({ locale: 'de' })
    await act(async () => routerPush(kit, 'ConnectSocials'))
    await shown('ConnectSocials')
    expect(root().querySelector('h2')?.textContent).toBe('Alle Social-Logins')
    const items = [...root().querySelectorAll<HTMLButtonElement>('[data-testid="connect-socials"] button')]
    expect(items.map((b) => b.textContent)).toEqual([
      'Weiter mit Google',
      'Weiter mit X',
      'Weiter mit Discord',
      'Weiter mit Farcaster',
      'Weiter mit GitHub',
      'Weiter mit Apple',
      'Weiter mit Facebook',
    ])
    await act(async () => items[4]?.click())
    expect(windowOpen).toHaveBeenCalledTimes(1)
    await shown('ConnectingSocial')
    expect(root().querySelector('h2')?.textContent).toBe('Mit GitHub anmelden')
  })
})
