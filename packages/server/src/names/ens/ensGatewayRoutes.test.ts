import { ProfileApiPath } from '@gangway/protocol'
import {
  concat,
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  namehash,
  numberToHex,
  recoverAddress,
  stringToHex,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../createApp.ts'
import { type OpenDatabase, openDatabase } from '../../db/openDatabase.ts'
import { testConfig } from '../../test/testConfig.ts'
import { resolverAbi } from './decodeResolveCall.ts'
import { EnsGatewayLimits } from './ensGatewayLimits.ts'
import { gatewayAnswerHash } from './signGatewayAnswer.ts'

const key = generatePrivateKey()
const signer = privateKeyToAccount(key).address
const resolver = '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba'
const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const dns = (name: string): Hex =>
  concat([...name.split('.').map((l) => concat([numberToHex(l.length, { size: 1 }), stringToHex(l)])), '0x00'])
const call = (name: string, data: Hex) =>
  encodeFunctionData({ abi: resolverAbi, functionName: 'resolve', args: [dns(name), data] })
const addr = (name: string, coinType?: bigint) =>
  call(
    name,
    coinType === undefined
      ? encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [namehash(name.toLowerCase())] })
      : encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [namehash(name.toLowerCase()), coinType] }),
  )
const text = (name: string, k: string) =>
  call(name, encodeFunctionData({ abi: resolverAbi, functionName: 'text', args: [namehash(name), k] }))
const reverse = (address: string) => {
  const name = `${address.slice(2).toLowerCase()}.addr.reverse`
  return call(name, encodeFunctionData({ abi: resolverAbi, functionName: 'name', args: [namehash(name)] }))
}

let database: OpenDatabase
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await database.db
    .insertInto('names')
    .values([
      {
        address: alice,
        name: 'alice.gangway.id',
        coin_type: 60,
        is_primary: true,
        attributes: JSON.stringify({ avatar: 'https://example.com/a.png', bio: 'hi' }),
      },
      { address: alice, name: 'old-alice.gangway.id', coin_type: 60, is_primary: false, attributes: '{}' },
    ])
    .execute()
}, 60_000)
afterAll(() => database?.close())

const app = (ensGatewayKey: Hex | undefined = key, extra: Parameters<typeof testConfig>[0] = {}) =>
  createApp({ db: database.db, config: testConfig({ ensGatewayKey, ...extra }) })

/** The answer's result, after checking the signature and expiry window. */
async function open(res: Response, request: Hex, sender = resolver) {
  expect(res.status).toBe(200)
  expect(res.headers.get('access-control-allow-origin')).toBe('*')
  const { data } = (await res.json()) as { data: Hex }
  const [result, expires, signature] = decodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    data,
  )
  const now = BigInt(Math.floor(Date.now() / 1000))
  expect(expires - now).toBeGreaterThan(BigInt(EnsGatewayLimits.ANSWER_TTL_SECONDS - 5))
  expect(expires - now).toBeLessThanOrEqual(BigInt(EnsGatewayLimits.ANSWER_TTL_SECONDS))
  const hash = gatewayAnswerHash({ resolver: sender as Hex, expires, request, result })
  expect(await recoverAddress({ hash, signature })).toBe(signer)
  return result
}
const get = (a: ReturnType<typeof createApp>, request: Hex, sender = resolver) =>
  a.request(`${ProfileApiPath.ensGateway}/${sender.toLowerCase()}/${request}.json`)
const post = (a: ReturnType<typeof createApp>, body: unknown) =>
  a.request(ProfileApiPath.ensGateway, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const word = (address: string) => `0x${'00'.repeat(12)}${address.slice(2).toLowerCase()}`
const string = (s: string) =>
  concat([
    numberToHex(32, { size: 32 }),
    numberToHex(s.length, { size: 32 }),
    s ? stringToHex(s, { size: Math.ceil(s.length / 32) * 32 }) : '0x',
  ])

describe('ENS gateway (EIP-3668)', () => {
  it('answers addr, addr by EVM coin type, text and reverse name from the names table, signed', async () => {
    const a = app()
    expect(await open(await get(a, addr('alice.gangway.id')), addr('alice.gangway.id'))).toBe(word(alice))
    expect(await open(await get(a, addr('Old-Alice.gangway.id')), addr('Old-Alice.gangway.id'))).toBe(word(alice))
    // addr(node, coinType): bytes — the 20-byte address for coin 60 and any EVM chain (ENSIP-11)
    const bytes = (v: Hex) =>
      concat([
        numberToHex(32, { size: 32 }),
        numberToHex((v.length - 2) / 2, { size: 32 }),
        v.length > 2 ? (`${v}${'00'.repeat(12)}` as Hex) : '0x',
      ])
    expect(await open(await get(a, addr('alice.gangway.id', 60n)), addr('alice.gangway.id', 60n))).toBe(bytes(alice))
    expect(await open(await get(a, addr('alice.gangway.id', 2147492101n)), addr('alice.gangway.id', 2147492101n))).toBe(
      bytes(alice),
    )
    // ENSIP-19's default EVM coin type
    expect(await open(await get(a, addr('alice.gangway.id', 0x80000000n)), addr('alice.gangway.id', 0x80000000n))).toBe(
      bytes(alice),
    )
    // Bitcoin (coin 0) is not an EVM address: empty bytes
    expect(await open(await get(a, addr('alice.gangway.id', 0n)), addr('alice.gangway.id', 0n))).toBe(bytes('0x'))
    expect(await open(await get(a, text('alice.gangway.id', 'avatar')), text('alice.gangway.id', 'avatar'))).toBe(
      string('https://example.com/a.png'),
    )
    expect(
      await open(await get(a, text('alice.gangway.id', 'description')), text('alice.gangway.id', 'description')),
    ).toBe(string('hi'))
    expect(await open(await get(a, reverse(alice)), reverse(alice))).toBe(string('alice.gangway.id'))
  })

  it('answers the empty value for unknown names, records and zones', async () => {
    const a = app()
    const zero = word(zeroAddress)
    expect(await open(await get(a, addr('nobody.gangway.id')), addr('nobody.gangway.id'))).toBe(zero)
    expect(await open(await get(a, addr('gangway.id')), addr('gangway.id'))).toBe(zero)
    expect(await open(await get(a, addr('x.alice.gangway.id')), addr('x.alice.gangway.id'))).toBe(zero)
    // another zone: alice.gangway.id is not a name of other.zone's server
    const other = app(key, { namesZone: 'other.zone' })
    expect(await open(await get(other, addr('alice.gangway.id')), addr('alice.gangway.id'))).toBe(zero)
    expect(await open(await get(other, reverse(alice)), reverse(alice))).toBe(string(''))
    expect(await open(await get(a, text('alice.gangway.id', 'url')), text('alice.gangway.id', 'url'))).toBe(string(''))
    const stranger = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
    expect(await open(await get(a, reverse(stranger)), reverse(stranger))).toBe(string(''))
  })

  it('answers POST { sender, data } like GET, for the sender as given', async () => {
    const a = app()
    const other = '0x1111111111111111111111111111111111111111'
    const request = addr('alice.gangway.id')
    expect(await open(await post(a, { sender: other, data: request }), request, other)).toBe(word(alice))
    // a URL template with {sender} and no {data}: POST …/{sender} with the body
    const res = await a.request(`${ProfileApiPath.ensGateway}/${other}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: request }),
    })
    expect(await open(res, request, other)).toBe(word(alice))
  })

  it('refuses bad input with 4xx { message }', async () => {
    const a = app()
    const bad = async (res: Response, status: number, message: string) => {
      expect(res.status).toBe(status)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(((await res.json()) as { message: string }).message).toContain(message)
    }
    await bad(await get(a, addr('alice.gangway.id'), 'nope'), 400, 'The sender is not an address')
    await bad(
      await a.request(`${ProfileApiPath.ensGateway}/${resolver}/0x1234.json`),
      400,
      'not a resolve(bytes,bytes) call',
    )
    await bad(await post(a, '{'), 400, 'The body is not JSON')
    await bad(await post(a, { sender: resolver }), 400, 'The data is not hex')
    const pubkey = call('alice.gangway.id', `0xc8690233${namehash('alice.gangway.id').slice(2)}`)
    await bad(await get(a, pubkey), 404, 'Unsupported resolver function 0xc8690233')
    await bad(
      await post(a, { sender: resolver, data: `0x${'00'.repeat(EnsGatewayLimits.BODY_LIMIT_BYTES)}` }),
      413,
      'larger than',
    )
  })

  it('limits each IP to 120 requests a minute and is off without ENS_GATEWAY_KEY', async () => {
    const a = app()
    const request = addr('alice.gangway.id')
    for (let i = 0; i < EnsGatewayLimits.REQUESTS_PER_IP_PER_MINUTE; i++) {
      expect((i % 2 ? await get(a, request) : await post(a, { sender: resolver, data: request })).status).toBe(200)
    }
    expect((await get(a, request)).status).toBe(429)
    expect((await post(a, { sender: resolver, data: request })).status).toBe(429)
    // off: the route does not exist (the project guard answers first)
    const off = await get(createApp({ db: database.db, config: testConfig() }), request)
    expect(off.status).toBe(403)
    expect(await off.json()).toMatchObject({ message: 'Invalid Project ID' })
  })
})
