// @vitest-environment happy-dom
import {
  type AdapterConnector,
  type ChainAdapter,
  connect,
  createKit,
  gangwayDevnetA,
  type Kit,
  openModal,
} from '@gangway/core'
import { ProfileNameSchema, ProfileSuggestionsSchema } from '@gangway/protocol'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const address = '0x1111111111111111111111111111111111111111'
const connectors: AdapterConnector[] = [
  { id: 'dev.gangway.wallet', type: 'ANNOUNCED', chain: 'eip155', name: 'Gangway Dev Wallet', imageUrl: 'data:,w' },
]
const signed: string[] = []
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => connectors,
  connect: async ({ connectorId }) => ({ connectorId, accounts: [{ address }], chainId: 31337 }),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '2', symbol: 'ETH' }),
  signMessage: async ({ message }) => {
    signed.push(message)
    return `0x${'11'.repeat(65)}`
  },
  sendTransaction: async () => '0x',
  getProvider: () => undefined,
}

/** The names API's answers (issue 19's contract), each checked against the protocol's schema. */
function serve(state: { taken: Set<string>; refuse?: string }) {
  const asked: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    asked.push({ path: url.pathname, body })
    const json = (answer: unknown, status = 200) =>
      new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })
    if (url.pathname.startsWith('/v1/profile/suggestions/')) {
      const label = url.pathname.split('/').pop() as string
      const name = `${label}.gangway.id`
      const registered = state.taken.has(name)
      const suggestions = [{ name, registered }]
      if (registered) suggestions.push({ name: `${label}42.gangway.id`, registered: false })
      return json(ProfileSuggestionsSchema.parse({ suggestions, zone: 'gangway.id' }))
    }
    if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
      const { name } = JSON.parse(body.message)
      if (state.refuse) {
        return json({ status: 'ERROR', reasons: [{ name: 'NAME_TAKEN', description: state.refuse }] }, 409)
      }
      state.taken.add(name)
      return json(
        ProfileNameSchema.parse({ name, registered_at: '2026-11-23T10:00:00.000Z', addresses: {}, attributes: [] }),
      )
    }
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: null, avatar: null })
    if (url.pathname.endsWith('/balance')) return json({ balances: [] })
    if (url.pathname.endsWith('/history')) return json({ data: [], next: null })
    return json({ code: 'NOT_FOUND', message: 'not here' }, 404)
  })
  return asked
}

const harness = elementsHarness({
  awaitRemote: false,
  cleanup: () => {
    // the names a test registered stay in the page's storage (SPEC §3's names cache): each test starts afresh
    localStorage.clear()
    signed.length = 0
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  },
})

const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (ready: () => boolean) => {
  for (let i = 0; i < 200 && !ready(); i++) await settle()
  expect(ready(), root()?.innerHTML).toBe(true)
}
const testId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const type = async (value: string) =>
  act(async () => {
    const input = testId('register-name-input') as HTMLInputElement
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
const status = () => testId('register-name-status')?.textContent
const submit = () => testId('register-name-submit') as HTMLButtonElement

async function openRegister() {
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [adapter],
    features: { email: false, socials: false },
    apiUrl: 'http://api.test',
  })
  await harness.current.ready
  mountModal(harness.current)
  await act(async () => connect(harness.current as Kit, { connectorId: 'dev.gangway.wallet' }))
  const kit = harness.current
  await act(async () => openModal(kit))
  await until(() => !!testId('account-choose-name'))
  expect(testId('account-choose-name')?.textContent).toBe('Choose your name')
  await act(async () => testId('account-choose-name')?.click())
  await until(() => !!testId('register-name'))
  return kit
}

describe('RegisterAccountName views', () => {
  it('Account → Choose your name: rules first, a taken name offers free ones, pick one, sign, Success, Account shows it', async () => {
    const asked = serve({ taken: new Set(['taken.gangway.id']) })
    const kit = await openRegister()
    expect(root().querySelector('#gw-title')?.textContent).toBe('Choose Name')
    expect(root().textContent).toContain('At least 4 characters: letters, digits and hyphens.')
    expect(testId('register-name-zone')?.textContent).toBe('.gangway.id')
    expect(submit().disabled).toBe(true)
    const input = testId('register-name-input') as HTMLInputElement
    expect(input.getAttribute('aria-describedby')).toBeTruthy()
    expect(testId('register-name-status')?.getAttribute('aria-live')).toBe('polite')

    // SPEC §5, before anything is sent; "too short" not on the first keystroke, only once typing pauses
    await type('a')
    expect(status()).toBe('')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    await type('abc')
    await until(() => status() === 'Name must be at least 4 characters long')
    await type('ab_cd')
    await until(() => status() === 'Only letters, digits and hyphens are allowed')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await settle()
    // no suggestion asked for (Account's nameless identity asked the reverse lookup once, SPEC §7's fallback)
    expect(
      asked.filter((a) => a.path.startsWith('/v1/profile/') && !a.path.startsWith('/v1/profile/reverse/')),
    ).toEqual([])
    expect(submit().disabled).toBe(true)

    // taken: suggestions, Register stays disabled; typing fast asks once (debounce)
    await type('tak')
    await type('take')
    await type('Taken')
    await until(() => status() === 'taken.gangway.id is taken')
    expect(asked.filter((a) => a.path.startsWith('/v1/profile/suggestions/')).map((a) => a.path)).toEqual([
      '/v1/profile/suggestions/taken',
    ])
    expect(submit().disabled).toBe(true)
    const suggestion = root().querySelector<HTMLButtonElement>('[data-testid="account-name-suggestion"]')
    expect(suggestion?.textContent).toBe('taken42.gangway.id')
    await act(async () => suggestion?.click())
    expect((testId('register-name-input') as HTMLInputElement).value).toBe('taken42')
    await until(() => status() === 'taken42.gangway.id is available')
    expect(submit().disabled).toBe(false)
    expect(submit().textContent).toBe('Register taken42.gangway.id')

    await act(async () => submit().click())
    await until(() => !!testId('register-name-success'))
    expect(JSON.parse(signed[0] as string)).toMatchObject({ name: 'taken42.gangway.id', attributes: {} })
    expect(asked.find((a) => a.path === '/v1/profile/account')?.body).toMatchObject({
      coin_type: 0x80000000 + 31337,
      address,
    })
    expect(testId('register-name-registered')?.textContent).toBe('taken42.gangway.id')
    await act(async () =>
      root().querySelector<HTMLButtonElement>('[data-testid="register-name-success"] button')?.click(),
    )
    await until(() => testId('account-address')?.textContent === 'taken42.gangway.id')
    expect(testId('account-choose-name')).toBeNull()
    expect(kit.stores.chains.get().accounts.eip155?.profileName).toBe('taken42.gangway.id')
  }, 30_000)

  it('a refused registration comes back to the view with the server’s reason', async () => {
    serve({ taken: new Set(), refuse: 'The name alice.gangway.id is taken' })
    const kit = await openRegister()
    await type('alice')
    await until(() => status() === 'alice.gangway.id is available')
    await act(async () => submit().click())
    await until(() => testId('register-name-error')?.textContent === 'The name alice.gangway.id is taken')
    expect(testId('register-name-error')?.getAttribute('role')).toBe('alert')
    expect(kit.stores.router.get().history.at(-1)?.view).toBe('RegisterAccountName')
    expect(kit.stores.chains.get().accounts.eip155?.profileName).toBeUndefined()
    expect(testId('register-name-submit')).not.toBeNull()
  }, 30_000)
})
