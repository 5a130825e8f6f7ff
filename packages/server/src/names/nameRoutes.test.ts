import { DEVNET_MNEMONIC, deployments } from '@gangway/devnet'
import type { ProfileName, ProfileSuggestions } from '@gangway/protocol'
import { createPublicClient, encodeFunctionData, http, serializeErc6492Signature } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../test/databaseTargets.ts'
import {
  COIN_TYPE,
  FACTORY_ABI,
  type NamesHarness,
  ProfileErrorCode,
  startNamesChain,
  startNamesHarness,
  walletSigner,
  ZONE,
} from '../test/namesHarness.ts'
import { sweepNameSignatures } from './sweepNameSignatures.ts'

const account = () => privateKeyToAccount(generatePrivateKey())
let chain: Awaited<ReturnType<typeof startNamesChain>>
const upstreams: Record<string, string> = {}
beforeAll(async () => {
  chain = await startNamesChain()
  Object.assign(upstreams, chain.upstreams)
}, 60_000)
afterAll(() => chain?.stop())

/**
 * Issue 19 item 1: the names API in the whole app over loopback HTTP, registrations signed by viem local
 * accounts — and by contract wallets: the devnet's DevSmartWallet (ERC-1271) and a counterfactual one (ERC-6492) — checked on an anvil chain; every refusal writes nothing. On PGlite and a PostgreSQL server.
 */
describe.each(databaseTargets())('names API on $name', ({ target }) => {
  let h: NamesHarness
  beforeAll(async () => {
    h = await startNamesHarness(await target(), upstreams)
  }, 60_000)
  afterAll(() => h?.close())

  it('registers a name: 200 with the ProfileName; look-ups by label and full name; identity at once', async () => {
    const alice = account()
    // the identity answer is cached for 5 minutes: a registration must not wait for that
    expect((await h.call('GET', `/v1/identity/${alice.address}`)).body).toEqual({ name: null, avatar: null })
    const res = await h.register(alice, `alice-${Date.now()}.${ZONE}`, {
      attributes: { avatar: 'https://example.test/a.png', bio: 'hi' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const name = (res.body as ProfileName).name
    expect(res.body).toEqual({
      name,
      registered_at: new Date(h.clock.now).toISOString(),
      addresses: { [String(COIN_TYPE)]: { address: alice.address.toLowerCase(), created: expect.any(String) } },
      attributes: [{ avatar: 'https://example.test/a.png', bio: 'hi' }],
    })
    const label = name.slice(0, -ZONE.length - 1)
    for (const asked of [name, label, label.toUpperCase(), `${label.toUpperCase()}.GANGWAY.ID`]) {
      const found = await h.call('GET', `/v1/profile/account/${encodeURIComponent(asked)}`)
      expect(found.status, asked).toBe(200)
      expect(found.body).toEqual(res.body)
    }
    expect((await h.call('GET', `/v1/identity/${alice.address}`)).body).toEqual({
      name,
      avatar: 'https://example.test/a.png',
    })
  })

  it('a free name → 404 NOT_FOUND; an invalid one → 400 INVALID_NAME', async () => {
    const free = await h.call('GET', '/v1/profile/account/nobody-holds-this')
    expect(free.status).toBe(404)
    expect(free.body).toEqual({
      status: 'ERROR',
      reasons: [{ name: 'NOT_FOUND', description: `Nobody holds the name nobody-holds-this.${ZONE}` }],
    })
    for (const bad of ['abc', 'ab_cd', 'alice.other.id', 'a'.repeat(64)]) {
      const res = await h.call('GET', `/v1/profile/account/${bad}`)
      expect(res.status, bad).toBe(400)
      expect((res.body as { reasons: { name: string }[] }).reasons[0]?.name).toBe('INVALID_NAME')
    }
  })

  it('SPEC §5: 3 characters, an underscore, another zone or 64 characters → INVALID_NAME, nothing written', async () => {
    const signer = account()
    for (const name of [
      'abc',
      'abc.gangway.id',
      'ab_cd',
      'ab cd',
      'alice.other.id',
      'a.b.gangway.id',
      'a'.repeat(64),
    ]) {
      const description = await h.refused(await h.registration(signer, name), 400, ProfileErrorCode.INVALID_NAME)
      expect(description).toMatch(/letters, digits and hyphens|end in \.gangway\.id/)
    }
    // 4 characters and 63 are fine
    expect((await h.register(signer, `a${Date.now() % 1000}`.padEnd(4, '0'))).status).toBe(200)
    expect((await h.register(account(), `z${Date.now()}`.padEnd(63, 'x'))).status).toBe(200)
  })

  it('ENS label rules and reserved labels: xn--, -- at 3–4, admin, support, wallet, the zone’s own name → refused, nothing written (issue 33 item 12)', async () => {
    const signer = account()
    // punycode and every other label with -- as its 3rd and 4th characters (ENSIP-15, IDNA)
    for (const name of ['xn--80ak6aa92e', 'XN--wallet', `ab--cd.${ZONE}`]) {
      const description = await h.refused(await h.registration(signer, name), 400, ProfileErrorCode.INVALID_NAME)
      expect(description).toContain('3rd and 4th')
    }
    // labels that look like the operator's
    for (const name of ['admin', 'ADMIN', 'support', `wallet.${ZONE}`, 'gangway', 'administrator']) {
      const description = await h.refused(await h.registration(signer, name), 409, ProfileErrorCode.NAME_RESERVED)
      expect(description).toBe(`The name ${name.toLowerCase().replace(`.${ZONE}`, '')}.${ZONE} is reserved`)
    }
    // a reserved label is offered as taken, never among the alternatives
    const asked = (await h.call('GET', '/v1/profile/suggestions/support')).body as ProfileSuggestions
    expect(asked.suggestions[0]).toEqual({ name: `support.${ZONE}`, registered: true })
    // -- elsewhere is fine
    expect((await h.register(signer, `abc--${Date.now()}`)).status).toBe(200)
  })

  it('upper case is folded: Alice is stored alice, and ALICE is then taken', async () => {
    const label = `CaseTest${Date.now()}`
    const res = await h.register(account(), `${label}.Gangway.ID`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((res.body as ProfileName).name).toBe(`${label.toLowerCase()}.${ZONE}`)
    const description = await h.refused(
      await h.registration(account(), label.toUpperCase()),
      409,
      ProfileErrorCode.NAME_TAKEN,
    )
    expect(description).toBe(`The name ${label.toLowerCase()}.${ZONE} is taken`)
  })

  it('chain id 2147483648 and chains the server does not serve → INVALID_CHAIN, nothing written', async () => {
    const signer = account()
    // 0x80000000 | 2147483648 is 0x80000000 again (chain 0); 2^32 is past every ENSIP-11 EVM coin type
    for (const coinType of [0x80000000, 0x80000000 + 2147483648, 0, 501, 60, 0x80000000 + 10, 2 ** 53]) {
      const body = await h.registration(signer, `chain-${coinType}`, { coinType })
      await h.refused(body, 400, ProfileErrorCode.INVALID_CHAIN)
    }
  })

  it('bad bodies and messages → 400, nothing written', async () => {
    const signer = account()
    const now = Math.floor(h.clock.now / 1000)
    await h.refused('not json', 400, ProfileErrorCode.INVALID_MESSAGE)
    await h.refused({ coin_type: COIN_TYPE, address: signer.address }, 400, ProfileErrorCode.INVALID_MESSAGE)
    await h.refused(
      await h.registration(signer, 'bad-address', { address: '0x1234' }),
      400,
      ProfileErrorCode.INVALID_ADDRESS,
    )
    for (const message of [
      'not json',
      '[]',
      JSON.stringify({ name: 'missing-time', attributes: {} }),
      JSON.stringify({ name: 'bad-attrs', attributes: { twitter: 'x' }, timestamp: now }),
      JSON.stringify({ name: 'bad-avatar', attributes: { avatar: 'javascript:alert(1)' }, timestamp: now }),
      JSON.stringify({ name: 'long-bio', attributes: { bio: 'x'.repeat(257) }, timestamp: now }),
    ]) {
      await h.refused(await h.registration(signer, '', { message }), 400, ProfileErrorCode.INVALID_MESSAGE)
    }
    const body = await h.registration(signer, 'bad-signature')
    await h.refused({ ...body, signature: 'deadbeef' }, 400, ProfileErrorCode.INVALID_SIGNATURE)
    const big = await h.call('POST', '/v1/profile/account', { ...body, padding: 'x'.repeat(9000) })
    expect(big.status).toBe(413)
    expect((big.body as { reasons: { name: string }[] }).reasons[0]?.name).toBe('PAYLOAD_TOO_LARGE')
  })

  it('a message older or newer than 10 minutes → MESSAGE_EXPIRED; at the edge it is accepted', async () => {
    const signer = account()
    const now = Math.floor(h.clock.now / 1000)
    await h.refused(
      await h.registration(signer, `stale${now}`, { timestamp: now - 601 }),
      400,
      ProfileErrorCode.MESSAGE_EXPIRED,
    )
    await h.refused(
      await h.registration(signer, `future${now}`, { timestamp: now + 601 }),
      400,
      ProfileErrorCode.MESSAGE_EXPIRED,
    )
    expect((await h.register(signer, `edge${now}`, { timestamp: now - 600 })).status).toBe(200)
  })

  it('a wrong signer or a tampered message → INVALID_SIGNATURE, nothing written', async () => {
    const owner = account()
    const stranger = account()
    // signed by another key for the owner's address
    await h.refused(
      await h.registration(owner, `forged-${Date.now()}`, { sign: (message) => stranger.signMessage({ message }) }),
      400,
      ProfileErrorCode.INVALID_SIGNATURE,
    )
    // the owner's signature of another message
    const signed = await h.registration(owner, `tamper-a${Date.now()}`)
    const other = await h.registration(owner, `tamper-b${Date.now()}`)
    await h.refused({ ...other, signature: signed.signature }, 400, ProfileErrorCode.INVALID_SIGNATURE)
    // a stranger's own signature with the owner's address
    const description = await h.refused(
      { ...(await h.registration(stranger, `tamper-c${Date.now()}`)), address: owner.address },
      400,
      ProfileErrorCode.INVALID_SIGNATURE,
    )
    expect(description).toBe(`The message is not signed by ${owner.address.toLowerCase()}`)
  })

  it('replay: the same body twice → the second is REPLAYED and writes nothing', async () => {
    const body = await h.registration(account(), `replay-${Date.now()}`)
    expect((await h.post(body)).status).toBe(200)
    await h.refused(body, 400, ProfileErrorCode.REPLAYED)
    // the same signed statement with the signature re-encoded (lower/upper hex) is the same registration
    await h.refused(
      { ...body, signature: body.signature.toUpperCase().replace('0X', '0x') },
      400,
      ProfileErrorCode.REPLAYED,
    )
  })

  it('a taken name → 409 "The name … is taken"; suggestions name it registered and 4 free ones', async () => {
    const label = `taken${Date.now()}`
    expect((await h.register(account(), label)).status).toBe(200)
    const description = await h.refused(await h.registration(account(), label), 409, ProfileErrorCode.NAME_TAKEN)
    expect(description).toBe(`The name ${label}.${ZONE} is taken`)
    const res = await h.call('GET', `/v1/profile/suggestions/${label.toUpperCase()}`)
    expect(res.status).toBe(200)
    const { suggestions, zone } = res.body as ProfileSuggestions
    expect(zone).toBe(ZONE)
    expect(suggestions[0]).toEqual({ name: `${label}.${ZONE}`, registered: true })
    expect(suggestions).toHaveLength(5)
    for (const s of suggestions.slice(1)) {
      expect(s.registered).toBe(false)
      expect(s.name).toMatch(new RegExp(`^${label}[a-z0-9-]+\\.gangway\\.id$`))
      expect((await h.call('GET', `/v1/profile/account/${s.name}`)).status).toBe(404)
    }
    // one of them can be registered
    expect((await h.register(account(), suggestions[1]?.name as string)).status).toBe(200)
    // a free name: itself, not registered; an invalid one: 400
    expect((await h.call('GET', '/v1/profile/suggestions/free-name-here')).body).toEqual({
      suggestions: [{ name: `free-name-here.${ZONE}`, registered: false }],
      zone: ZONE,
    })
    expect((await h.call('GET', '/v1/profile/suggestions/ab_c')).status).toBe(400)
  })

  it('reverse lookup: the primary first, [] for none, 400 for a non-EVM address; a second name becomes primary', async () => {
    const owner = account()
    expect((await h.call('GET', `/v1/profile/reverse/${owner.address}`)).body).toEqual([])
    const first = `first-${Date.now()}`
    const second = `second-${Date.now()}`
    expect((await h.register(owner, first)).status).toBe(200)
    h.clock.now += 1000
    expect((await h.register(owner, second)).status).toBe(200)
    const res = await h.call('GET', `/v1/profile/reverse/${owner.address.toLowerCase().slice(2)}`)
    expect(res.status).toBe(200)
    expect((res.body as ProfileName[]).map((n) => n.name)).toEqual([`${second}.${ZONE}`, `${first}.${ZONE}`])
    const rows = await h.db
      .selectFrom('names')
      .select(['name', 'is_primary'])
      .where('address', '=', owner.address.toLowerCase())
      .execute()
    expect(rows.filter((r) => r.is_primary).map((r) => r.name)).toEqual([`${second}.${ZONE}`])
    expect((await h.call('GET', `/v1/identity/${owner.address}`)).body).toMatchObject({ name: `${second}.${ZONE}` })
    for (const bad of ['0x1234', 'not-an-address', `${owner.address}00`]) {
      const r = await h.call('GET', `/v1/profile/reverse/${bad}`)
      expect(r.status, bad).toBe(400)
      expect((r.body as { reasons: { name: string }[] }).reasons[0]?.name).toBe('INVALID_ADDRESS')
    }
  })

  it('an address holds at most 5 names: the 6th → 409 TOO_MANY_NAMES, nothing written, its signature not used up', async () => {
    const owner = account()
    for (let i = 0; i < 5; i++) expect((await h.register(owner, `cap${i}-${Date.now()}`)).status).toBe(200)
    const sixth = await h.registration(owner, `cap5-${Date.now()}`)
    await h.refused(sixth, 409, ProfileErrorCode.TOO_MANY_NAMES)
    // refused in the transaction: the replay key rolled back with it, so the answer stays TOO_MANY_NAMES
    await h.refused(sixth, 409, ProfileErrorCode.TOO_MANY_NAMES)
  })

  it('20 addresses registering one name at once: exactly one wins, the others 409, one row', async () => {
    const label = `race${Date.now()}`
    const bodies = await Promise.all(Array.from({ length: 20 }, () => h.registration(account(), label)))
    const results = await Promise.all(bodies.map((b) => h.post(b)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(19)
    const rows = await h.db.selectFrom('names').selectAll().where('name', '=', `${label}.${ZONE}`).execute()
    expect(rows).toHaveLength(1)
    // the loser's signatures are not kept (their transactions rolled back or never started)
    const used = await h.db.selectFrom('name_signatures').selectAll().execute()
    expect(used.length).toBe(await h.count('names'))
  })

  it('one address registering 8 names at once: 5 win, one primary, the rest TOO_MANY_NAMES', async () => {
    const owner = account()
    const bodies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => h.registration(owner, `burst${i}-${Date.now()}`)),
    )
    const results = await Promise.all(bodies.map((b) => h.post(b)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409])
    const rows = await h.db.selectFrom('names').selectAll().where('address', '=', owner.address.toLowerCase()).execute()
    expect(rows).toHaveLength(5)
    expect(rows.filter((r) => r.is_primary)).toHaveLength(1)
  })

  it('the devnet smart wallet (ERC-1271, deployed) registers with its owner’s signature, not a stranger’s', async () => {
    const { wallet } = deployments.smartWallets
    const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 })
    expect(wallet.owner).toBe(owner.address)
    const stranger = privateKeyToAccount(generatePrivateKey())
    await h.refused(
      await h.registration(
        walletSigner(wallet.address, (message) => stranger.signMessage({ message })),
        'smart-forged',
      ),
      400,
      ProfileErrorCode.INVALID_SIGNATURE,
    )
    const res = await h.register(
      walletSigner(wallet.address, (message) => owner.signMessage({ message })),
      'smart-wallet',
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((res.body as ProfileName).name).toBe(`smart-wallet.${ZONE}`)
    const reverse = await h.call('GET', `/v1/profile/reverse/${wallet.address}`)
    expect((reverse.body as ProfileName[]).map((n) => n.name)).toEqual([`smart-wallet.${ZONE}`])
  })

  it('a counterfactual wallet (ERC-6492: factory + createAccount calldata + owner signature) registers; nothing is deployed', async () => {
    const factory = deployments.smartWallets.factory
    const owner = privateKeyToAccount(generatePrivateKey())
    const client = createPublicClient({ transport: http(chain.url) })
    const address = await client.readContract({
      address: factory,
      abi: FACTORY_ABI,
      functionName: 'getAddress',
      args: [owner.address, 1n],
    })
    expect(await client.getCode({ address })).toBeUndefined()
    const wrapped = (signer: ReturnType<typeof privateKeyToAccount>) =>
      walletSigner(address, async (message) =>
        serializeErc6492Signature({
          address: factory,
          data: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'createAccount', args: [owner.address, 1n] }),
          signature: await signer.signMessage({ message }),
        }),
      )
    await h.refused(
      await h.registration(wrapped(privateKeyToAccount(generatePrivateKey())), 'undeployed-forged'),
      400,
      ProfileErrorCode.INVALID_SIGNATURE,
    )
    const res = await h.register(wrapped(owner), 'undeployed-wallet')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(Object.values((res.body as ProfileName).addresses)[0]?.address).toBe(address.toLowerCase())
    expect(await client.getCode({ address })).toBeUndefined()
  })

  it('sweeps used registrations older than twice the message window', async () => {
    const before = await h.count('name_signatures')
    expect(before).toBeGreaterThan(0)
    expect(await sweepNameSignatures(h.db, h.clock.now)).toBe(0)
    expect(await sweepNameSignatures(h.db, h.clock.now + 20 * 60_000 + 5000)).toBe(before)
    expect(await h.count('name_signatures')).toBe(0)
  })
})

describe('reserved names the operator adds (NAMES_RESERVED, issue 33 item 12)', () => {
  it('a label of namesReserved is refused like the built-in ones; the zone’s own labels too', async () => {
    const h = await startNamesHarness({ kind: 'pglite', dataDir: undefined }, upstreams, {
      namesReserved: ['acme-corp'],
      namesZone: 'names.acme.example',
    })
    try {
      for (const [label, zone] of [
        ['acme-corp', 'names.acme.example'],
        ['names', 'names.acme.example'],
        ['admin', 'names.acme.example'],
      ] as const) {
        const body = await h.registration(account(), `${label}.${zone}`)
        const description = await h.refused(body, 409, ProfileErrorCode.NAME_RESERVED)
        expect(description).toBe(`The name ${label}.${zone} is reserved`)
      }
      expect((await h.register(account(), `acme-corp2.names.acme.example`)).status).toBe(200)
    } finally {
      await h.close()
    }
  })
})
