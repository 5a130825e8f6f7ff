import { defineCaipNetwork, type SIWXMessage, type SIWXSession } from '@gangway/core'
import { parseInformalSiwxMessage } from '@gangway/protocol'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { DefaultSIWX } from '../configs/DefaultSIWX.ts'
import { DefaultMessenger } from '../messengers/DefaultMessenger.ts'
import { LocalStorage } from '../storages/LocalStorage.ts'
import { MemoryStorage } from '../test/memoryStorage.ts'
import { dataOf } from '../test/signSession.ts'
import { SITE_DOMAIN, siwxTestContext } from '../test/siwxTestContext.ts'
import { SolanaVerifier } from './SolanaVerifier.ts'

const LOCAL = 'solana:GangwayLoca1So1anaChain111111111' as const
const network = defineCaipNetwork({
  namespace: 'solana',
  reference: 'GangwayLoca1So1anaChain111111111',
  name: 'Gangway Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl: 'http://127.0.0.1:9',
})
const minute = 60_000

/** A real ed25519 key pair (WebCrypto, what a wallet holds): its base58 address and a base58 signer. */
async function solanaAccount() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  return {
    address: base58.encode(raw),
    sign: async (message: string) =>
      base58.encode(
        new Uint8Array(
          await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(message)),
        ),
      ),
  }
}
type Account = Awaited<ReturnType<typeof solanaAccount>>

const messenger = (params: ConstructorParameters<typeof DefaultMessenger>[0] = {}) => {
  const m = new DefaultMessenger({ statement: 'Sign in to the test site', ...params })
  m.setup(siwxTestContext([network]))
  return m
}
const verifier = (params: SolanaVerifier.ConstructorParams = {}) => {
  const v = new SolanaVerifier(params)
  v.setup(siwxTestContext([network]))
  return v
}
async function session(account: Account, message?: SIWXMessage, signer: Account = account): Promise<SIWXSession> {
  const made = message ?? (await messenger().createMessage({ accountAddress: account.address, chainId: LOCAL }))
  const text = made.toString()
  return { data: dataOf(made), message: text, signature: await signer.sign(text) }
}

describe('SolanaVerifier', () => {
  it('the default messenger writes the Sign in with Solana text for a solana account', async () => {
    const account = await solanaAccount()
    const made = await messenger().createMessage({ accountAddress: account.address, chainId: LOCAL })
    const text = made.toString()
    expect(text.split('\n').slice(0, 2)).toEqual([
      `${SITE_DOMAIN} wants you to sign in with your Gangway Solana Local account:`,
      account.address,
    ])
    expect(parseInformalSiwxMessage(text)).toMatchObject({
      domain: SITE_DOMAIN,
      address: account.address,
      chainId: LOCAL,
      nonce: made.nonce,
      statement: 'Sign in to the test site',
    })
  })

  it('accepts a session signed by the account’s ed25519 key', async () => {
    const account = await solanaAccount()
    const s = await session(account)
    expect(await verifier().check(s)).toEqual({ valid: true })
    expect(await verifier().verify(s)).toBe(true)
    expect(verifier().shouldVerify(s)).toBe(true)
  })

  it('refuses another account’s signature, a wrong signature and bad encodings', async () => {
    const account = await solanaAccount()
    const stranger = await solanaAccount()
    const s = await session(account)
    const other = await session(account, undefined, stranger)
    expect(await verifier().check(other)).toMatchObject({ valid: false, code: 'SIWX_INVALID_SIGNATURE' })
    expect(await verifier().verify({ ...s, signature: await account.sign(`${s.message}!`) })).toBe(false)
    expect(await verifier().check({ ...s, signature: `0x${'ab'.repeat(64)}` })).toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
      reason: 'The signature is not base58 of a 64-byte ed25519 signature',
    })
    // data naming the stranger, signed by the stranger, over a text naming the account
    expect(
      await verifier().check({ ...other, data: { ...other.data, accountAddress: stranger.address } }),
    ).toMatchObject({ code: 'SIWX_INVALID_MESSAGE', reason: "The message's address differs from the session's data" })
  })

  it('refuses a forged signature for a small-order key and a non-canonical signature (issue 33 item 7)', async () => {
    // the identity point (y = 1) as the address: R = identity, S = 0 satisfies R = S·B − h·A for every text
    const identity = new Uint8Array(32)
    identity[0] = 1
    const forged = new Uint8Array(64)
    forged[0] = 1
    const attacker = { address: base58.encode(identity), sign: async () => base58.encode(forged) }
    const s = await session(attacker)
    expect(await verifier().check(s)).toMatchObject({
      valid: false,
      code: 'SIWX_INVALID_SIGNATURE',
      reason: expect.stringContaining('small-order'),
    })
    expect(await verifier().verify(s)).toBe(false)
    // a real signature with S + L: the same signature's second encoding
    const account = await solanaAccount()
    const good = await session(account)
    const bytes = base58.decode(good.signature as string)
    let n = 0n
    for (let i = 31; i >= 0; i--) n = (n << 8n) | BigInt(bytes[32 + i] as number)
    const L = 2n ** 252n + 27742317777372353535851937790883648493n
    for (let i = 0; i < 32; i++) bytes[32 + i] = Number(((n + L) >> BigInt(8 * i)) & 0xffn)
    expect(await verifier().check({ ...good, signature: base58.encode(bytes) })).toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
    })
    expect(await verifier().check(good)).toEqual({ valid: true })
  })

  it('refuses a tampered text, another site, and a message outside its validity', async () => {
    const account = await solanaAccount()
    const s = await session(account)
    // the text changed after signing: it no longer says what data says
    expect(await verifier().check({ ...s, message: s.message.replace('test site', 'evil site') })).toMatchObject({
      code: 'SIWX_INVALID_MESSAGE',
      reason: "The message's statement differs from the session's data",
    })
    // text and data changed alike: the signature no longer matches
    const tampered = {
      ...s,
      data: { ...s.data, statement: 'Sign in to the evil site' },
      message: s.message.replace('test site', 'evil site'),
    }
    expect(await verifier().check(tampered)).toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
    expect(await verifier({ domain: 'other.example' }).check(s)).toMatchObject({ code: 'SIWX_DOMAIN_NOT_ALLOWED' })
    const expired = await session(
      account,
      await messenger({ expiration: minute }).createMessage({ accountAddress: account.address, chainId: LOCAL }),
    )
    expect(await verifier().check(expired)).toEqual({ valid: true })
    expect(await verifier({ now: () => Date.now() + 2 * minute }).check(expired)).toMatchObject({
      code: 'SIWX_EXPIRED',
    })
    expect(await verifier({ now: () => Date.now() - 5 * minute }).check(s)).toMatchObject({
      code: 'SIWX_NOT_YET_VALID',
    })
    expect(await verifier().check({ ...s, message: 'hello' })).toMatchObject({ code: 'SIWX_INVALID_MESSAGE' })
  })
})

describe('DefaultSIWX with a Solana network', () => {
  it('signs in with Solana out of the box: add, read back after a reload, refuse a forged session', async () => {
    const backend = new MemoryStorage()
    const kit = () => {
      const config = new DefaultSIWX({ storage: new LocalStorage({ storage: backend }) })
      config.setup(siwxTestContext([network]))
      return config
    }
    const config = kit()
    const account = await solanaAccount()
    const made = await config.createMessage({ accountAddress: account.address, chainId: LOCAL })
    const s = await session(account, made)
    await config.addSession(s)
    expect(await config.getSessions(LOCAL, account.address)).toEqual([s])
    // base58 is case-sensitive: the lowercased address is another account
    expect(await config.getSessions(LOCAL, account.address.toLowerCase())).toEqual([])
    expect(await kit().getSessions(LOCAL, account.address)).toEqual([s])
    const stranger = await solanaAccount()
    const forged = await session(
      account,
      await config.createMessage({ accountAddress: account.address, chainId: LOCAL }),
      stranger,
    )
    await expect(config.addSession(forged)).rejects.toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
      message: 'The signature is not valid',
    })
    expect(await config.getSessions(LOCAL, account.address)).toEqual([s])
  })
})
