import { bitcoinRegtest, type SIWXMessage, type SIWXSession } from '@gangway/core'
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { parseInformalSiwxMessage } from '@gangway/protocol'
import { bitcoinSignedMessageHash } from '@gangway/protocol/bitcoin-message'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { WIF } from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { DefaultSIWX } from '../configs/DefaultSIWX.ts'
import { DefaultMessenger } from '../messengers/DefaultMessenger.ts'
import { LocalStorage } from '../storages/LocalStorage.ts'
import { MemoryStorage } from '../test/memoryStorage.ts'
import { dataOf } from '../test/signSession.ts'
import { SITE_DOMAIN, siwxTestContext } from '../test/siwxTestContext.ts'
import { BIP122Verifier } from './BIP122Verifier.ts'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const
const CHAIN = bitcoinRegtest.caipNetworkId

/** A devnet regtest address signing as a sats-connect wallet answers: BIP-322 (bip322-js) or legacy ECDSA (BIP-137). */
function signer(index: number, which: 'payment' | 'ordinal', protocol: 'BIP322' | 'ECDSA' = 'BIP322') {
  const key = bitcoinDevAccount(index)[which]
  return {
    address: key.address,
    sign: (message: string) => {
      if (protocol === 'BIP322') return Signer.sign(WIF(REGTEST).encode(key.privateKey), key.address, message)
      const signature = secp256k1.sign(bitcoinSignedMessageHash(message), key.privateKey)
      const bytes = new Uint8Array(65)
      bytes[0] = 39 + signature.recovery
      bytes.set(signature.toCompactRawBytes(), 1)
      return Buffer.from(bytes).toString('base64')
    },
  }
}
type Account = ReturnType<typeof signer>

const messenger = (params: ConstructorParameters<typeof DefaultMessenger>[0] = {}) => {
  const m = new DefaultMessenger({ statement: 'Sign in to the test site', ...params })
  m.setup(siwxTestContext([bitcoinRegtest]))
  return m
}
const verifier = (params: BIP122Verifier.ConstructorParams = {}) => {
  const v = new BIP122Verifier(params)
  v.setup?.(siwxTestContext([bitcoinRegtest]))
  return v
}
async function session(account: Account, message?: SIWXMessage, by: Account = account): Promise<SIWXSession> {
  const made = message ?? (await messenger().createMessage({ accountAddress: account.address, chainId: CHAIN }))
  const text = made.toString()
  return { data: dataOf(made), message: text, signature: by.sign(text) }
}

describe('BIP122Verifier', () => {
  it('the default messenger writes the CAIP-122 text with the bip122 chain id for a Bitcoin account', async () => {
    const account = signer(0, 'payment')
    const made = await messenger().createMessage({ accountAddress: account.address, chainId: CHAIN })
    const text = made.toString()
    expect(text.split('\n').slice(0, 2)).toEqual([
      `${SITE_DOMAIN} wants you to sign in with your ${bitcoinRegtest.name} account:`,
      account.address,
    ])
    expect(text).toContain(`Chain ID: ${CHAIN}`)
    expect(parseInformalSiwxMessage(text)).toMatchObject({
      address: account.address,
      chainId: CHAIN,
      nonce: made.nonce,
    })
  })

  it('accepts BIP-322 by the payment (P2WPKH) and ordinals (P2TR) addresses and legacy ECDSA by the payment key', async () => {
    for (const account of [signer(0, 'payment'), signer(0, 'ordinal'), signer(1, 'payment', 'ECDSA')]) {
      const s = await session(account)
      expect(await verifier().check(s)).toEqual({ valid: true })
      expect(verifier().shouldVerify(s)).toBe(true)
    }
  })

  it('refuses another address’s signature, a tampered text, another site and an expired message', async () => {
    const account = signer(0, 'payment')
    const stranger = signer(1, 'payment')
    const s = await session(account)
    expect(await verifier().check(await session(account, undefined, stranger))).toMatchObject({
      valid: false,
      code: 'SIWX_INVALID_SIGNATURE',
    })
    expect(await verifier().verify({ ...s, signature: account.sign(`${s.message}!`) })).toBe(false)
    expect(await verifier().check({ ...s, message: s.message.replace('test site', 'evil site') })).toMatchObject({
      code: 'SIWX_INVALID_MESSAGE',
      reason: "The message's statement differs from the session's data",
    })
    const tampered = {
      ...s,
      data: { ...s.data, statement: 'Sign in to the evil site' },
      message: s.message.replace('test site', 'evil site'),
    }
    expect(await verifier().check(tampered)).toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
    expect(await verifier().check({ ...s, signature: 'not base64!' })).toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
    expect(await verifier({ domain: 'other.example' }).check(s)).toMatchObject({ code: 'SIWX_DOMAIN_NOT_ALLOWED' })
    const expiring = await session(
      account,
      await messenger({ expiration: 60_000 }).createMessage({ accountAddress: account.address, chainId: CHAIN }),
    )
    expect(await verifier({ now: () => Date.now() + 120_000 }).check(expiring)).toMatchObject({ code: 'SIWX_EXPIRED' })
  })

  it('DefaultSIWX signs a Bitcoin account in out of the box and refuses a forged session', async () => {
    const account = signer(2, 'payment')
    const siwx = new DefaultSIWX({ storage: new LocalStorage({ storage: new MemoryStorage() }) })
    siwx.setup(siwxTestContext([bitcoinRegtest]))
    const made = await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })
    const text = made.toString()
    await siwx.addSession({ data: dataOf(made), message: text, signature: account.sign(text) })
    expect(await siwx.getSessions(CHAIN, account.address)).toHaveLength(1)
    const forged = await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })
    await expect(
      siwx.addSession({
        data: dataOf(forged),
        message: forged.toString(),
        signature: signer(3, 'payment').sign(forged.toString()),
      }),
    ).rejects.toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
  })
})
