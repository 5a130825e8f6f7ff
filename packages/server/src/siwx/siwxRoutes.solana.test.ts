import { DEVNET_MNEMONIC, solanaDevKeys } from '@gangway/devnet'
import { base58 } from '@scure/base'
import { signBytes } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../test/databaseTargets.ts'
import {
  informalSiwxText,
  randomSolanaAccount,
  type SiwxHarness,
  SOLANA_CHAIN,
  startSiwxHarness,
} from '../test/siwxHarness.ts'

const DAY = 24 * 60 * 60_000
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * Issue 15: Sign in with Solana on the server — the informal CAIP-122 text AppKit's messenger writes (and
 * Sign In With Solana's), signed with real ed25519 keys (Node's, and a devnet key through `@solana/kit`),
 * turned into a session; every forged or tampered sign-in refused, storing nothing. On PGlite and PostgreSQL.
 */
describe.each(databaseTargets())('Sign in with Solana on $name', ({ target }) => {
  let h: SiwxHarness
  beforeAll(async () => {
    // no RPC: a Solana signature is checked offline
    h = await startSiwxHarness(await target(), {})
  }, 60_000)
  afterAll(() => h?.close())

  const refused = async (body: unknown, status: number, code: string) => {
    const before = await h.count('siwx_sessions')
    const res = await h.post(body)
    expect(res.body.code, res.body.message).toBe(code)
    expect(res.status).toBe(status)
    expect(await h.count('siwx_sessions')).toBe(before)
    return res
  }

  it('signs a Solana account in: the session, /me, the list (address exact), revoke', async () => {
    const signer = randomSolanaAccount()
    const signed = await h.signInSolana(signer, { resources: ['https://app.example.test/terms'], requestId: 'r-1' })
    const res = await h.post(signed)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { token, session } = res.body as { token: string; session: Record<string, unknown> }
    expect(session).toEqual({ ...signed, expiresAt: new Date(h.clock.now + 7 * DAY).toISOString() })
    const row = await h.db
      .selectFrom('siwx_sessions')
      .selectAll()
      .where('nonce', '=', signed.data.nonce)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      chain_id: SOLANA_CHAIN,
      account_address: signer.address,
      address_key: signer.address,
      signature: signed.signature,
    })
    const me = await h.call('GET', '/siwx/v1/me', { token, origin: null })
    expect(me).toMatchObject({ status: 200, body: session })
    const list = (chainId: string, address: string) =>
      h.call('GET', `/siwx/v1/sessions?chainId=${chainId}&address=${address}`, { token })
    expect((await list(SOLANA_CHAIN, signer.address)).body).toEqual({ sessions: [session] })
    // base58 is case-sensitive: another case is another address
    expect((await list(SOLANA_CHAIN, signer.address.toLowerCase())).body).toEqual({ sessions: [] })
    expect((await list(MAINNET, signer.address)).body).toEqual({ sessions: [] })
    expect((await h.call('DELETE', '/siwx/v1/sessions', { token })).status).toBe(204)
    expect((await h.call('GET', '/siwx/v1/me', { token })).status).toBe(401)
    expect((await list(SOLANA_CHAIN, signer.address)).body).toEqual({ sessions: [] })
  })

  it('accepts a devnet key signing through @solana/kit, and the SIWS text with a cluster name', async () => {
    const kit = await solanaDevKeys(DEVNET_MNEMONIC).signer(0)
    const account = {
      address: kit.address as string,
      signMessage: () => '',
    }
    const unsigned = await h.signInSolana(account, { chainId: MAINNET, statement: 'Sign in with a wallet' })
    // what `solana:signIn` writes (createSignInMessageText): the cluster's name as chain id
    const message = unsigned.message.replace(`Chain ID: ${MAINNET}`, 'Chain ID: mainnet')
    const signature = base58.encode(await signBytes(kit.keyPair.privateKey, new TextEncoder().encode(message)))
    const res = await h.post({ ...unsigned, message, signature })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect((res.body.session as { data: { accountAddress: string } }).data.accountAddress).toBe(kit.address)
  })

  it('refuses a wrong signature, another account’s, a tampered field and bad encodings — storing nothing', async () => {
    const signer = randomSolanaAccount()
    const signed = await h.signInSolana(signer)
    // a signature of another message by the same key
    await refused({ ...signed, signature: signer.signMessage(`${signed.message} `) }, 400, 'SIWX_INVALID_SIGNATURE')
    // another account signs the message naming the signer
    await refused(
      { ...signed, signature: randomSolanaAccount().signMessage(signed.message) },
      400,
      'SIWX_INVALID_SIGNATURE',
    )
    // text and data changed alike after signing: the signature no longer matches
    const tampered = {
      ...signed,
      data: { ...signed.data, statement: 'Sign in to the evil site' },
      message: signed.message.replace('Sign in to the test site', 'Sign in to the evil site'),
    }
    await refused(tampered, 400, 'SIWX_INVALID_SIGNATURE')
    // only the text changed: it no longer says what data says (each field by name)
    for (const [from, to, field] of [
      ['Sign in to the test site', 'Sign in elsewhere', 'statement'],
      [`Nonce: ${signed.data.nonce}`, 'Nonce: 0000000000000000', 'nonce'],
      ['URI: https://app.example.test/login', 'URI: https://app.example.test/other', 'URI'],
      [`Chain ID: ${SOLANA_CHAIN}`, `Chain ID: ${MAINNET}`, 'chain id'],
      ['Version: 1', 'Version: 2', 'version'],
      [signer.address, randomSolanaAccount().address, 'address'],
    ] as const) {
      const res = await refused({ ...signed, message: signed.message.replace(from, to) }, 400, 'SIWX_INVALID_MESSAGE')
      expect(res.body.message).toBe(`The message's ${field} is not the one in data`)
    }
    await refused({ ...signed, message: 'hello' }, 400, 'SIWX_INVALID_MESSAGE')
    // data naming another account than the text (signed by the other one: still the text's address is compared)
    const other = randomSolanaAccount()
    await refused(
      {
        ...signed,
        data: { ...signed.data, accountAddress: other.address },
        signature: other.signMessage(signed.message),
      },
      400,
      'SIWX_INVALID_MESSAGE',
    )
    await refused({ ...signed, signature: `0x${'ab'.repeat(64)}` }, 400, 'SIWX_INVALID_SIGNATURE')
    await refused({ ...signed, signature: base58.encode(new Uint8Array(32)) }, 400, 'SIWX_INVALID_SIGNATURE')
    const notAKey = { ...signed, data: { ...signed.data, accountAddress: '0OIl' } }
    await refused({ ...notAKey, message: informalSiwxText(notAKey.data) }, 400, 'SIWX_INVALID_MESSAGE')
    // an EVM-style message on a Solana chain
    await refused(
      { ...signed, message: signed.message.replace(' wants you to sign in', ' asks you') },
      400,
      'SIWX_INVALID_MESSAGE',
    )
    // the nonce survived every refusal
    expect((await h.post(signed)).status).toBe(201)
    // and is used up now
    await refused(signed, 400, 'SIWX_NONCE_INVALID')
  })

  it('refuses a forged signature for a small-order public key and a non-canonical one (issue 33 item 7)', async () => {
    // the identity point (y = 1) as the "address": with R = identity and S = 0, R = S·B − h·A holds for any
    // message, so a verifier that takes small-order keys lets anyone sign in as it
    const identity = new Uint8Array(32)
    identity[0] = 1
    const forged = new Uint8Array(64)
    forged[0] = 1
    const attacker = { address: base58.encode(identity), signMessage: () => base58.encode(forged) }
    const res = await refused(await h.signInSolana(attacker), 400, 'SIWX_INVALID_SIGNATURE')
    expect(res.body.message).toContain('small-order')
    // the same point written non-canonically (y = p + 1), and the order-2 point (y = p − 1) with S = 0
    const nonCanonical = new Uint8Array(32).fill(0xff)
    nonCanonical[0] = 0xee
    nonCanonical[31] = 0x7f
    const orderTwo = new Uint8Array(32).fill(0xff)
    orderTwo[0] = 0xec
    orderTwo[31] = 0x7f
    for (const key of [nonCanonical, orderTwo]) {
      const other = { address: base58.encode(key), signMessage: () => base58.encode(forged) }
      await refused(await h.signInSolana(other), 400, 'SIWX_INVALID_SIGNATURE')
    }
    // a real signature with S + L (a second encoding of the same signature) is not the signature
    const signer = randomSolanaAccount()
    const signed = await h.signInSolana(signer)
    const bytes = base58.decode(signed.signature)
    let s = 0n
    for (let i = 31; i >= 0; i--) s = (s << 8n) | BigInt(bytes[32 + i] as number)
    const L = 2n ** 252n + 27742317777372353535851937790883648493n
    for (let i = 0; i < 32; i++) bytes[32 + i] = Number(((s + L) >> BigInt(8 * i)) & 0xffn)
    await refused({ ...signed, signature: base58.encode(bytes) }, 400, 'SIWX_INVALID_SIGNATURE')
    expect((await h.post(signed)).status).toBe(201)
  })

  it('turns 20 parallel posts of one signed sign-in into one session', async () => {
    const signed = await h.signInSolana(randomSolanaAccount())
    const before = await h.count('siwx_sessions')
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.post(signed)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.body.code === 'SIWX_NONCE_INVALID')).toHaveLength(19)
    expect(await h.count('siwx_sessions')).toBe(before + 1)
  })

  it('applies the shared checks: the page’s domain and the message’s times', async () => {
    const signer = randomSolanaAccount()
    await refused(
      await h.signInSolana(signer, { domain: 'evil.test', uri: 'https://evil.test/login' }),
      403,
      'SIWX_DOMAIN_NOT_ALLOWED',
    )
    await refused(await h.signInSolana(signer, { expirationTime: new Date(h.clock.now - 1000) }), 400, 'SIWX_EXPIRED')
    await refused(
      await h.signInSolana(signer, { notBefore: new Date(h.clock.now + 3_600_000) }),
      400,
      'SIWX_NOT_YET_VALID',
    )
    const res = await h.post(await h.signInSolana(signer, { expirationTime: new Date(h.clock.now + 60_000) }))
    expect((res.body.session as { expiresAt: string }).expiresAt).toBe(new Date(h.clock.now + 60_000).toISOString())
  })
})
