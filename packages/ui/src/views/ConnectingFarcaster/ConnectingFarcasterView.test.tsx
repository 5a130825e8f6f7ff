// @vitest-environment happy-dom
import {
  type AdapterConnector,
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  createKit,
  type FrameClient,
  gangwayDevnetA,
  type Kit,
  type KitOptions,
  openModal,
} from '@gangway/core'
import { FARCASTER_EXPIRED_MESSAGE } from '@gangway/protocol'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const address = '0x2222222222222222222222222222222222222222'
const url = (n: number) => `https://warpcast.com/~/sign-in-with-farcaster?channelToken=t${n}`
const connectors: AdapterConnector[] = [
  { id: 'dev.gangway.wallet', type: 'ANNOUNCED', chain: 'eip155', name: 'Gangway Dev Wallet' },
  { id: AUTH_CONNECTOR_ID, type: 'AUTH', chain: 'eip155', name: 'Email' },
]
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => connectors,
  connect: async ({ connectorId }) => ({ connectorId, accounts: [{ address }], chainId: 31337 }),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransaction: async () => '0x',
  getProvider: () => undefined,
}

/** The secure frame's answers to the Farcaster requests (the frame itself is tested in apps/frame). */
type Frame = { links: number; connect: () => Promise<unknown> }

const harness = elementsHarness()

const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const shown = async (view: string) => {
  const ready = () => {
    const body = root()?.querySelector(`[data-view="${view}"]`)
    return !!body && body.children.length > 0 && !body.querySelector(':scope > .loading')
  }
  for (let i = 0; i < 200 && !ready(); i++) await settle()
  expect(ready()).toBe(true)
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle()
  expect(check()).toBe(true)
}

async function open(options: Partial<KitOptions> = {}, connectAnswer?: () => Promise<unknown>) {
  const frame: Frame = { links: 0, connect: connectAnswer ?? (() => new Promise(() => undefined)) }
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [adapter],
    apiUrl: 'http://127.0.0.1:9',
    ...options,
  })
  await harness.current.ready
  const client = {
    request: async (name: string) => {
      if (name === 'GET_FARCASTER_URI') return { url: url(++frame.links) }
      if (name === 'CONNECT_FARCASTER') return frame.connect()
      throw new Error(`unexpected ${name}`)
    },
  } as unknown as FrameClient
  const embedded = harness.current.embedded
  if (embedded) embedded.frame = async () => client
  mountModal(harness.current)
  await act(async () => openModal(harness.current as Kit))
  await shown('Connect')
  return { kit: harness.current, frame }
}
const farcasterButton = () => root().querySelector<HTMLButtonElement>('[data-testid="social-selector-farcaster"]')

describe('Farcaster on Connect (SPEC §9 default socials)', () => {
  it('"Continue with Farcaster" by default; not when features.socials leaves it out', async () => {
    await open()
    // an icon button among the socials (google first, wide), named for screen readers
    expect(farcasterButton()?.getAttribute('aria-label')).toBe('Continue with Farcaster')
    document.body.innerHTML = ''
    await open({ features: { socials: ['google'] } })
    expect(farcasterButton()).toBeNull()
    document.body.innerHTML = ''
    await open({ features: { socials: false, email: false } })
    expect(farcasterButton()).toBeNull()
  })
})

describe('ConnectingFarcaster', () => {
  it('shows the link as a QR code, the link, copy and open; when the Farcaster app signed in, Account', async () => {
    let signIn: (value: unknown) => void = () => undefined
    const { kit } = await open({}, () => new Promise((resolve) => (signIn = resolve)))
    await act(async () => farcasterButton()?.click())
    await shown('ConnectingFarcaster')
    expect(root().querySelector('#gw-title')?.textContent).toBe('Farcaster')
    await until(() => root().querySelector('img.qr') !== null)
    const qr = root().querySelector<HTMLImageElement>('img.qr')
    expect(qr?.alt).toBe('QR code to sign in with Farcaster')
    expect(qr?.src).toMatch(/^data:image\/svg\+xml/)
    expect(root().querySelector<HTMLInputElement>('[data-testid="farcaster-url"]')?.value).toBe(url(1))
    const link = root().querySelector<HTMLAnchorElement>('a.primary')
    expect([link?.textContent, link?.href, link?.target]).toEqual(['Open Farcaster', url(1), '_blank'])
    expect(root().querySelector('[role="status"]')?.textContent).toBe('Scan this QR code with your phone')
    expect([...root().querySelectorAll('button')].map((b) => b.textContent)).toContain('Copy link')
    await act(async () => signIn({ userName: 'alice', fid: 1002 }))
    await shown('Account')
    expect(kit.stores.chains.get().accounts.eip155).toMatchObject({ isConnected: true, address })
  })

  it('an expired link: "This link expired" and "Try again" shows a new link', async () => {
    const { frame } = await open({}, async () => {
      throw new Error(FARCASTER_EXPIRED_MESSAGE)
    })
    await act(async () => farcasterButton()?.click())
    await shown('ConnectingFarcaster')
    await until(() => root().querySelector('[data-phase="expired"]') !== null)
    expect(root().querySelector('[role="alert"]')?.textContent).toBe('This link expired')
    frame.connect = () => new Promise(() => undefined)
    await act(async () => root().querySelector<HTMLButtonElement>('[data-phase="expired"] button')?.click())
    await until(() => root().querySelector<HTMLInputElement>('[data-testid="farcaster-url"]')?.value === url(2))
  })

  it("a refused sign-in: 'Failed to connect to farcaster' with Try again; nothing connected", async () => {
    const { kit } = await open({}, async () => {
      throw new Error('The Farcaster sign-in was refused: signer 0xabc is not an auth address or owner of fid 7')
    })
    await act(async () => farcasterButton()?.click())
    await shown('ConnectingFarcaster')
    await until(() => root().querySelector('[data-phase="failed"]') !== null)
    expect(root().querySelector('[role="alert"]')?.textContent).toBe('Failed to connect to farcaster')
    expect(root().querySelector('[data-phase="failed"] button')?.textContent).toBe('Try again')
    expect(kit.stores.chains.get().accounts.eip155?.isConnected).not.toBe(true)
  })

  it('in German', async () => {
    await open({ locale: 'de' } as Partial<KitOptions>)
    expect(farcasterButton()?.getAttribute('aria-label')).toBe('Weiter mit Farcaster')
  })
})

describe('Account of a Farcaster login', () => {
  it('shows the username and fid, and no "update email"', async () => {
    const { kit } = await open({}, async () => ({ userName: 'alice', fid: 1002 }))
    await act(async () => farcasterButton()?.click())
    await shown('Account')
    await act(async () =>
      kit.stores.chains.set((s) => ({
        accounts: {
          ...s.accounts,
          eip155: {
            ...(s.accounts.eip155 as NonNullable<typeof s.accounts.eip155>),
            socialProvider: 'farcaster',
            embeddedWalletInfo: {
              user: { username: 'alice', fid: 1002 },
              authProvider: 'farcaster',
              accountType: 'eoa',
              isSmartAccountDeployed: false,
            },
          },
        },
      })),
    )
    expect(root().querySelector('[data-testid="account-username"]')?.textContent).toBe('alice · fid 1002')
    expect(root().textContent).not.toContain('Update email')
    expect(root().textContent).toContain('Sign out')
  })
})
