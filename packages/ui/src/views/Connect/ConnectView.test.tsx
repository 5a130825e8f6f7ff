// @vitest-environment happy-dom
import {
  type AdapterConnector,
  type ChainAdapter,
  connect,
  createKit,
  gangwayDevnetA,
  gangwayDevnetB,
  type Kit,
  type KitOptions,
  openModal,
  updateOptions,
} from '@gangway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { viewsCssParts } from '../../styles/viewsCss.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const connectors: AdapterConnector[] = [
  { id: 'dev.gangway.wallet', type: 'ANNOUNCED', chain: 'eip155', name: 'Gangway Dev Wallet', imageUrl: 'data:,own' },
  { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155', name: 'WalletConnect' },
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

/** Waits for a view's lazy chunk (the first import of a view can take longer than a few ticks). */
const shown = async (view: string) => {
  const ready = () => {
    const body = root()?.querySelector(`[data-view="${view}"]`)
    return !!body && body.children.length > 0 && !body.querySelector(':scope > .loading')
  }
  for (let i = 0; i < 200 && !ready(); i++) await settle()
}
const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const rows = () =>
  [...root().querySelectorAll<HTMLButtonElement>('ul.list button')].map(
    (b) => b.dataset.connectorId ?? b.dataset.walletId ?? b.textContent,
  )

async function open(options: Partial<KitOptions> = {}) {
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA, gangwayDevnetB],
    adapters: [adapter],
    features: { email: false },
    ...options,
  })
  await harness.current.ready
  mountModal(harness.current)
  await act(async () => openModal(harness.current as Kit))
  await shown('Connect')
  return harness.current
}

describe('Connect renders what the options say', () => {
  it('termsConditionsUrl / privacyPolicyUrl: the terms line under Connect', async () => {
    await open({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' })
    const footer = root().querySelector('[data-testid="legal-footer"]')
    expect(footer?.textContent).toBe('By connecting your wallet, you agree to our Terms of Service and Privacy Policy')
    expect([...(footer?.querySelectorAll('a') ?? [])].map((a) => [a.href, a.target])).toEqual([
      ['https://example.com/terms', '_blank'],
      ['https://example.com/privacy', '_blank'],
    ])
    expect(root().querySelector('fieldset')?.disabled).toBe(false)
  })

  it('features.legalCheckbox: nothing can be picked until the terms are accepted', async () => {
    const kit = await open({
      termsConditionsUrl: 'https://example.com/terms',
      features: { legalCheckbox: true, email: false },
    })
    expect(root().querySelector('[data-testid="legal-footer"]')).toBeNull()
    const checkbox = root().querySelector<HTMLInputElement>('[data-testid="legal-checkbox"] input')
    expect(root().querySelector('[data-testid="legal-checkbox"]')?.textContent).toBe('I agree to our Terms of Service')
    expect(root().querySelector('fieldset')?.disabled).toBe(true)
    await act(async () => checkbox?.click())
    expect(kit.stores.options.get().isLegalCheckboxChecked).toBe(true)
    expect(root().querySelector('fieldset')?.disabled).toBe(false)
  })

  it('customWallets, connectorImages and features.connectorTypeOrder', async () => {
    await open({
      customWallets: [{ id: 'mine', name: 'My Wallet', image_url: 'https://img.example/mine.png' }],
      connectorImages: { 'dev.gangway.wallet': 'https://img.example/dev.png' },
      features: { email: false, connectorTypeOrder: ['custom', 'walletConnect'] },
    })
    expect(rows()).toEqual(['mine', 'walletConnect', 'dev.gangway.wallet', 'All wallets'])
    expect(root().querySelector<HTMLImageElement>('[data-wallet-id="mine"] img')?.src).toBe(
      'https://img.example/mine.png',
    )
    expect(root().querySelector<HTMLImageElement>('[data-connector-id="dev.gangway.wallet"] img')?.src).toBe(
      'https://img.example/dev.png',
    )
  })

  it('enableWalletConnect false: no WalletConnect, no wallets that need it, no "All wallets"', async () => {
    await open({ enableWalletConnect: false, customWallets: [{ id: 'mine', name: 'My Wallet' }] })
    expect(rows()).toEqual(['dev.gangway.wallet'])
  })

  it('allWallets: HIDE, and ONLY_MOBILE shows "All wallets" on phones only', async () => {
    await open({ allWallets: 'HIDE' })
    expect(rows()).not.toContain('All wallets')
    document.body.innerHTML = ''
    await open({ allWallets: 'ONLY_MOBILE', isMobile: () => false })
    expect(rows()).not.toContain('All wallets')
    document.body.innerHTML = ''
    await open({ allWallets: 'ONLY_MOBILE', isMobile: () => true })
    expect(rows()).toContain('All wallets')
  })

  it('features.collapseWallets / emailShowWallets false: wallets behind "Continue with a wallet"', async () => {
    for (const features of [{ collapseWallets: true }, { emailShowWallets: false }]) {
      document.body.innerHTML = ''
      await open({ features })
      expect(root().querySelector('input[type="email"]')).not.toBeNull()
      expect(rows()).toEqual(['Continue with a wallet'])
      await act(async () => root().querySelector<HTMLButtonElement>('[data-testid="collapse-wallets"]')?.click())
      await shown('ConnectWallets')
      expect(root().querySelector('h2')?.textContent).toBe('Connect Wallet')
      expect(root().querySelector('[data-view="ConnectWallets"]')).not.toBeNull()
      expect(rows()).toEqual(['dev.gangway.wallet', 'walletConnect', 'All wallets'])
    }
  })

  it('updateOptions changes an open Connect', async () => {
    const kit = await open()
    expect(root().querySelector('[data-testid="legal-footer"]')).toBeNull()
    await act(async () => updateOptions(kit, { privacyPolicyUrl: 'https://example.com/privacy' }))
    expect(root().querySelector('[data-testid="legal-footer"]')?.textContent).toContain('Privacy Policy')
  })

  it('chainImages show in the network list; walletFeaturesOrder orders Account’s actions', async () => {
    const kit = await open({
      chainImages: { 31338: 'https://img.example/b.png' },
      features: { email: false, walletFeaturesOrder: ['send', 'receive'] },
    })
    await act(async () => openModal(kit, { view: 'Networks' }))
    await shown('Networks')
    expect(root().querySelector<HTMLImageElement>('[data-network-id="eip155:31338"] img')?.src).toBe(
      'https://img.example/b.png',
    )
    // a built-in network without a site image shows the server's logo of its `assets.imageId`
    expect(root().querySelector<HTMLImageElement>('[data-network-id="eip155:31337"] img')?.src).toContain(
      '/public/getAssetImage/ethereum?',
    )
    await act(async () => connect(kit, { connectorId: 'dev.gangway.wallet' }))
    await act(async () => openModal(kit, { view: 'Account' }))
    await shown('Account')
    const actions = () => [...root().querySelectorAll('.wallet-actions button')].map((b) => b.textContent)
    expect(actions()).toEqual(['Send', 'Receive'])
    await act(async () => updateOptions(kit, { features: { walletFeaturesOrder: ['receive', 'send'] } }))
    expect(actions()).toEqual(['Receive', 'Send'])
  })
})

/** The selectors of a stylesheet's rules (those inside `@media` too; not `@keyframes` steps), pseudo-classes dropped. */
function selectorsOf(css: string): string[] {
  const out: string[] = []
  let depth = 0
  let head = ''
  let media = false
  for (const ch of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (ch === '{') {
      const text = head.trim()
      if (depth === 0 && text.startsWith('@media')) media = true
      else if ((depth === 0 || (depth === 1 && media)) && !text.startsWith('@')) out.push(...text.split(','))
      depth++
      head = ''
    } else if (ch === '}') {
      depth--
      if (depth === 0) media = false
      head = ''
    } else if (ch === ';' && depth > 0) head = ''
    else head += ch
  }
  // a pseudo-class or -element only narrows what a selector matches: without it, it matches at least as much
  return out.map((s) => s.replace(/::?[a-z-]+(\([^)]*\))?/g, '').trim()).filter(Boolean)
}

describe('the e-mail field on Connect', () => {
  it('an address of no e-mail form: the catalog’s "Invalid email" for the action’s INVALID_EMAIL, nothing asked of the frame', async () => {
    const kit = await open({ locale: 'de', features: { email: true } })
    let asked = 0
    if (!kit.embedded) throw new Error('the kit has no embedded wallet')
    ;(kit as { embedded: Kit['embedded'] }).embedded = {
      ...kit.embedded,
      frame: async () => {
        asked++
        return new Promise(() => undefined)
      },
    }
    const input = root().querySelector<HTMLInputElement>('input[type="email"]') as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'not-an-email')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => (input.form as HTMLFormElement).requestSubmit())
    for (let i = 0; i < 100 && !root().querySelector('[role="alert"]'); i++) await settle()
    expect(root().querySelector('.email-form [role="alert"]')?.textContent).toBe('Ungültige E-Mail')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(asked).toBe(0)
  })
})

describe('the other views’ styles (issue 38)', () => {
  it('no rule of viewsCss.ts matches the dialog’s frame or Connect: they load with the first other view', async () => {
    const selectors = selectorsOf(viewsCssParts.join('\n'))
    expect(selectors.length).toBeGreaterThan(50)
    const configs: Partial<KitOptions>[] = [
      { features: { email: true, socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] } },
      { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' },
      { termsConditionsUrl: 'https://example.com/terms', features: { legalCheckbox: true, email: true } },
      { features: { email: false, collapseWallets: true } },
    ]
    for (const options of configs) {
      await open(options)
      const elements = [...root().querySelectorAll('*')]
      expect(elements.length).toBeGreaterThan(10)
      for (const selector of selectors) {
        const matched = elements.filter((el) => el.matches(selector))
        expect(matched.map((el) => `${selector} → <${el.tagName.toLowerCase()} class="${el.className}">`)).toEqual([])
      }
      document.body.innerHTML = ''
    }
  })
})
