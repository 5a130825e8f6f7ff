import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { bitcoinSignedMessageHash } from '@gangway/protocol/bitcoin-message'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { WIF } from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../test/databaseTargets.ts'
import { type SiwxHarness, startSiwxHarness } from '../test/siwxHarness.ts'

const REGTEST_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** A devnet Bitcoin address as a sign-in account, signing with bip322-js (BIP-322) or as a legacy BIP-137 signer. */
function bitcoinAccount(index: number, which: 'payment' | 'ordinal', protocol: 'BIP322' | 'ECDSA' = 'BIP322') {
  const key = bitcoinDevAccount(index)[which]
  return {
    address: key.address,
    signMessage: (message: string) => {
      if (protocol === 'BIP322') return Signer.sign(WIF(REGTEST).encode(key.privateKey), key.address, message)
      const signature = secp256k1.sign(bitcoinSignedMessageHash(message), key.privateKey)
      const bytes = new Uint8Array(65)
      bytes[0] = 39 + signature.recovery
      bytes.set(signature.toCompactRawBytes(), 1)
      return Buffer.from(bytes).toString('base64')
    },
  }
}

/**
 * Issue 22: Sign in with Bitcoin on the server — the informal CAIP-122 text with a `bip122:` chain id, signed
 * with the devnet's regtest keys: BIP-322 by the P2WPKH payment and the P2TR ordinals address (bip322-js, an
 * independent implementation), legacy ECDSA by the payment key; forged and tampered sign-ins refused, storing
 * nothing. On PGlite and PostgreSQL.
 */
describe.each(databaseTargets())('Sign in with Bitcoin on $name', ({ target }) => {
  let h: SiwxHarness
  beforeAll(async () => {
    h = await startSiwxHarness(await target(), {})
  }, 60_000)
  afterAll(() => h?.close())

  const refused = async (body: unknown, code: string) => {
    const before = await h.count('siwx_sessions')
    const res = await h.post(body)
    expect(res.body.code, res.body.message).toBe(code)
    expect(res.status).toBe(400)
    expect(await h.count('siwx_sessions')).toBe(before)
    return res
  }
  const signIn = (account: ReturnType<typeof bitcoinAccount>) =>
    h.signInSolana(account, { chainId: REGTEST_CHAIN, networkName: 'Bitcoin Regtest' })

  it('signs a payment (P2WPKH, BIP-322) address in: the session, /me, the list', async () => {
    const account = bitcoinAccount(0, 'payment')
    const signed = await signIn(account)
    expect(signed.message).toContain(`Chain ID: ${REGTEST_CHAIN}`)
    const res = await h.post(signed)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { token, session } = res.body as { token: string; session: Record<string, unknown> }
    const row = await h.db
      .selectFrom('siwx_sessions')
      .selectAll()
      .where('nonce', '=', signed.data.nonce)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      chain_id: REGTEST_CHAIN,
      account_address: account.address,
      address_key: account.address,
    })
    expect(await h.call('GET', '/siwx/v1/me', { token, origin: null })).toMatchObject({ status: 200, body: session })
    const list = await h.call('GET', `/siwx/v1/sessions?chainId=${REGTEST_CHAIN}&address=${account.address}`, { token })
    expect(list.body).toEqual({ sessions: [session] })
  })

  it('accepts the ordinals (P2TR) address with BIP-322 and the payment key’s legacy ECDSA signature', async () => {
    for (const account of [bitcoinAccount(1, 'ordinal'), bitcoinAccount(1, 'payment', 'ECDSA')]) {
      const res = await h.post(await signIn(account))
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
  })

  it('refuses another address’s signature, a tampered text and a text that differs from data', async () => {
    const account = bitcoinAccount(2, 'payment')
    const signed = await signIn(account)
    // signed by account 3's key, for account 2's message
    await refused(
      { ...signed, signature: bitcoinAccount(3, 'payment').signMessage(signed.message) },
      'SIWX_INVALID_SIGNATURE',
    )
    // text and data changed alike after signing: the signature no longer matches
    const tampered = {
      ...(await signIn(account)),
    }
    const evil = tampered.message.replace('Sign in to the test site', 'Sign in to the evil site')
    await refused(
      { ...tampered, message: evil, data: { ...tampered.data, statement: 'Sign in to the evil site' } },
      'SIWX_INVALID_SIGNATURE',
    )
    // the text says something else than data
    const other = await signIn(account)
    await refused(
      { ...other, message: other.message.replace(account.address, bitcoinAccount(3, 'payment').address) },
      'SIWX_INVALID_MESSAGE',
    )
    // a taproot address cannot sign legacy ECDSA
    const taproot = bitcoinAccount(2, 'ordinal')
    const legacy = await signIn({ ...taproot, signMessage: bitcoinAccount(2, 'payment', 'ECDSA').signMessage })
    await refused(legacy, 'SIWX_INVALID_SIGNATURE')
  })
})
