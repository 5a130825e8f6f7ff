import { coinTypeFromChainId, NameRegistrationMessageSchema, RegisterNameRequestSchema } from '@gangway/protocol'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import type { KitEvent } from '../events/KitEvent.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { getNameSuggestions } from './getNameSuggestions.ts'
import { getNamesForAddress } from './getNamesForAddress.ts'
import { isNameRegistered } from './isNameRegistered.ts'
import { openModal } from './openModal.ts'
import { registerName } from './registerName.ts'
import { resolveName } from './resolveName.ts'
import { routerPush } from './routerPush.ts'
import { validateName } from './validateName.ts'

/** Anvil account 2: signs the registrations for real. */
const signer = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const taken = (name: string) => ({
  status: 'ERROR',
  reasons: [{ name: 'NAME_TAKEN', description: `The name ${name} is taken` }],
})

/**
 * The names service as issue 19's contract describes it (`notes/names.md`): names under `gangway.id`, the
 * registration's personal_sign signature checked with viem, a signature used once, `ProfileError` refusals.
 * The server's own tests cover its rules; this one answers the kit's calls with the same shapes.
 */
function namesServer(options: { down?: boolean; brokenBody?: boolean } = {}) {
  const held = new Map<string, string>([['taken.gangway.id', other.toLowerCase()]])
  const used = new Set<string>()
  const calls: { url: URL; body: unknown }[] = []
  const record = (name: string, address: string) => ({
    name,
    registered_at: '2026-11-23T10:00:00.000Z',
    addresses: { '60': { address, created: '2026-11-23T10:00:00.000Z' } },
    attributes: [],
  })
  const route = async (url: URL, method: string, body: unknown): Promise<{ status: number; body: unknown }> => {
    const path = url.pathname
    if (options.brokenBody) return { status: 500, body: { oops: true } }
    if (method === 'GET' && path.startsWith('/v1/profile/suggestions/')) {
      const label = decodeURIComponent(path.split('/').pop() ?? '')
      const name = `${label}.gangway.id`
      const suggestions = [{ name, registered: held.has(name) }]
      if (held.has(name)) suggestions.push({ name: `${label}2.gangway.id`, registered: false })
      return { status: 200, body: { suggestions, zone: 'gangway.id' } }
    }
    if (method === 'GET' && path.startsWith('/v1/profile/account/')) {
      const name = decodeURIComponent(path.split('/').pop() ?? '')
      const address = held.get(name)
      if (!address) {
        return {
          status: 404,
          body: {
            status: 'ERROR',
            reasons: [{ name: 'NOT_FOUND', description: `The name ${name} is not registered` }],
          },
        }
      }
      return { status: 200, body: record(name, address) }
    }
    if (method === 'GET' && path.startsWith('/v1/profile/reverse/')) {
      const address = (path.split('/').pop() ?? '').toLowerCase()
      return { status: 200, body: [...held].filter(([, a]) => a === address).map(([n]) => record(n, address)) }
    }
    if (method === 'POST' && path === '/v1/profile/account') {
      const request = RegisterNameRequestSchema.parse(body)
      const message = NameRegistrationMessageSchema.parse(JSON.parse(request.message))
      const valid = await verifyMessage({
        address: request.address as `0x${string}`,
        message: request.message,
        signature: request.signature as `0x${string}`,
      })
      if (!valid || request.coin_type !== coinTypeFromChainId(31337) || used.has(request.signature)) {
        return {
          status: 400,
          body: { status: 'ERROR', reasons: [{ name: 'INVALID_SIGNATURE', description: 'Invalid signature' }] },
        }
      }
      used.add(request.signature)
      if (held.has(message.name)) return { status: 409, body: taken(message.name) }
      held.set(message.name, request.address.toLowerCase())
      return { status: 200, body: record(message.name, request.address.toLowerCase()) }
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }
  }
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ url, body })
    if (options.down) throw new TypeError('fetch failed')
    const answer = await route(url, init?.method ?? 'GET', body)
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { calls, held }
}

async function connected() {
  const test = createTestAdapter()
  test.state.chainId = 31337
  test.state.accounts = [signer.address]
  test.state.signer = (message) => signer.signMessage({ message })
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
    apiUrl: 'http://api.test',
  })
  await kit.ready
  await connect(kit, { connectorId: 'dev.gangway.wallet' })
  const events: KitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  return { kit, test, events }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('account names', () => {
  it('validateName: letters, digits and hyphens, at least 4 characters, at most 63 (SPEC §5)', () => {
    expect(validateName('alice')).toBe(true)
    expect(validateName('Al-1ce')).toBe(true)
    expect(validateName('abc')).toBe(false)
    expect(validateName('al_ce')).toBe(false)
    expect(validateName('al ce')).toBe(false)
    expect(validateName('alice.gangway.id')).toBe(false)
    expect(validateName('a'.repeat(63))).toBe(true)
    expect(validateName('a'.repeat(64))).toBe(false)
  })

  it('suggestions: a taken name comes with free ones and the zone; an invalid label is refused unsent', async () => {
    const { calls } = namesServer()
    const { kit } = await connected()
    const pending = getNameSuggestions(kit, 'Taken')
    expect(kit.stores.names.get().loading).toBe(true)
    expect(await pending).toEqual([
      { name: 'taken.gangway.id', registered: true },
      { name: 'taken2.gangway.id', registered: false },
    ])
    expect(kit.stores.names.get()).toMatchObject({ loading: false, zone: 'gangway.id', suggestionsFor: 'taken' })
    expect(calls.at(-1)?.url.pathname).toBe('/v1/profile/suggestions/taken')
    const before = calls.length
    await expect(getNameSuggestions(kit, 'a_b')).rejects.toMatchObject({ code: 'INVALID_NAME' })
    await expect(getNameSuggestions(kit, 'abc')).rejects.toMatchObject({ code: 'INVALID_NAME' })
    expect(calls).toHaveLength(before)
  })

  it('errors: the first reason’s description, else SPEC §8’s texts', async () => {
    namesServer()
    const { kit } = await connected()
    await expect(resolveName(kit, 'nobody.gangway.id')).rejects.toThrow('The name nobody.gangway.id is not registered')
    expect((await resolveName(kit, 'taken.gangway.id')).addresses['60']?.address).toBe(other.toLowerCase())
    expect(await isNameRegistered(kit, 'taken.gangway.id')).toBe(true)
    expect(await isNameRegistered(kit, 'nobody.gangway.id')).toBe(false)
    vi.unstubAllGlobals()
    namesServer({ down: true })
    await expect(resolveName(kit, 'taken.gangway.id')).rejects.toThrow('Error resolving name')
    await expect(getNameSuggestions(kit, 'alice')).rejects.toThrow('Error fetching name suggestions')
    expect(kit.stores.names.get()).toMatchObject({ loading: false, error: 'Error fetching name suggestions' })
    await expect(getNamesForAddress(kit, other)).rejects.toThrow('Error fetching names for address')
    vi.unstubAllGlobals()
    namesServer({ brokenBody: true })
    await expect(getNamesForAddress(kit, other)).rejects.toMatchObject({
      code: 'NAME_API_FAILED',
      message: 'Error fetching names for address',
    })
  })

  it('names of an address are cached 5 minutes (SPEC §9)', async () => {
    const { calls } = namesServer()
    const { kit } = await connected()
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now)
    expect((await getNamesForAddress(kit, other)).map((n) => n.name)).toEqual(['taken.gangway.id'])
    await getNamesForAddress(kit, other.toLowerCase())
    expect(calls.filter((c) => c.url.pathname.startsWith('/v1/profile/reverse/'))).toHaveLength(1)
    clock.mockReturnValue(now + 5 * 60_000 + 1)
    await getNamesForAddress(kit, other)
    expect(calls.filter((c) => c.url.pathname.startsWith('/v1/profile/reverse/'))).toHaveLength(2)
  })

  it('register: the wallet signs AppKit’s message, the kit posts it, the account shows the name, Success', async () => {
    const { calls, held } = namesServer()
    const { kit, test, events } = await connected()
    openModal(kit)
    routerPush(kit, 'RegisterAccountName')
    kit.cache.set(`identity:${signer.address.toLowerCase()}`, { at: Date.now(), value: {} })
    const before = Math.floor(Date.now() / 1000)
    expect(await registerName(kit, { name: 'Alice' })).toBe('alice.gangway.id')
    const signed = JSON.parse(test.state.signed[0] ?? '{}')
    expect(Object.keys(signed)).toEqual(['name', 'attributes', 'timestamp'])
    expect(signed).toMatchObject({ name: 'alice.gangway.id', attributes: {} })
    expect(signed.timestamp).toBeGreaterThanOrEqual(before)
    const post = calls.find((c) => c.url.pathname === '/v1/profile/account')?.body as Record<string, unknown>
    expect(post).toMatchObject({ coin_type: 0x80000000 + 31337, address: signer.address })
    expect(held.get('alice.gangway.id')).toBe(signer.address.toLowerCase())
    expect(kit.stores.chains.get().accounts.eip155?.profileName).toBe('alice.gangway.id')
    expect(kit.cache.get(`identity:${signer.address.toLowerCase()}`)?.value).toEqual({
      name: 'alice.gangway.id',
      avatar: null,
    })
    expect(kit.stores.names.get()).toMatchObject({ loading: false, registered: 'alice.gangway.id', error: undefined })
    expect(kit.stores.router.get().history.at(-1)?.view).toBe('RegisterAccountNameSuccess')
    expect(events.map((e) => e.data.event).filter((e) => e.startsWith('REGISTER'))).toEqual([
      'REGISTER_NAME_INITIATED',
      'REGISTER_NAME_SUCCESS',
    ])
  })

  it('register: a taken name, a wallet that refuses: back on RegisterAccountName with the message, no name', async () => {
    namesServer()
    const { kit, test, events } = await connected()
    openModal(kit)
    routerPush(kit, 'RegisterAccountName')
    await expect(registerName(kit, { name: 'taken.gangway.id' })).rejects.toThrow('The name taken.gangway.id is taken')
    expect(kit.stores.names.get()).toMatchObject({ loading: false, error: 'The name taken.gangway.id is taken' })
    expect(kit.stores.router.get().history.at(-1)?.view).toBe('RegisterAccountName')
    expect(kit.stores.chains.get().accounts.eip155?.profileName).toBeUndefined()
    expect(events.map((e) => e.data.event).filter((e) => e.startsWith('REGISTER'))).toEqual([
      'REGISTER_NAME_INITIATED',
      'REGISTER_NAME_ERROR',
    ])

    test.state.signError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await expect(registerName(kit, { name: 'bobby' })).rejects.toThrow('Error registering name bobby.gangway.id')
    expect(kit.stores.router.get().history.at(-1)?.view).toBe('RegisterAccountName')
    expect(kit.stores.chains.get().accounts.eip155?.profileName).toBeUndefined()
  })

  it('register: an invalid label is refused before anything is signed or sent', async () => {
    const { calls } = namesServer()
    const { kit, test } = await connected()
    await expect(registerName(kit, { name: 'ab_c' })).rejects.toMatchObject({ code: 'INVALID_NAME' })
    await expect(registerName(kit, { name: 'abc' })).rejects.toMatchObject({ code: 'INVALID_NAME' })
    expect(kit.stores.names.get().error).toBe('The value is not a valid username')
    expect(test.state.signed).toEqual([])
    expect(calls.filter((c) => c.url.pathname.startsWith('/v1/profile'))).toEqual([])
  })

  it('register: nothing connected on EVM is refused with SPEC §8’s text, shown by the view', async () => {
    namesServer()
    const kit = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [], storage: memoryStorage() })
    await kit.ready
    await expect(registerName(kit, { name: 'alice' })).rejects.toThrow('Address or auth connector not found')
    expect(kit.stores.names.get().error).toBe('Address or auth connector not found')
  })
})
