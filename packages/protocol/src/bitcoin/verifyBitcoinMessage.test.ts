import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import { NETWORK, p2tr, p2wpkh, WIF } from '@scure/btc-signer'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash } from './bip322.ts'
import { BITCOIN_REGTEST_NETWORK } from './bitcoinOutputScript.ts'
import { bitcoinSignedMessageHash } from './bitcoinSignedMessageHash.ts'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.ts'

/** A fresh key with its P2WPKH and P2TR addresses on a network, and its WIF (what bip322-js signs with). */
function account(network: typeof NETWORK | typeof BITCOIN_REGTEST_NETWORK) {
  const privateKey = secp256k1.utils.randomPrivateKey()
  return {
    privateKey,
    wif: WIF(network).encode(privateKey),
    p2wpkh: p2wpkh(secp256k1.getPublicKey(privateKey, true), network).address as string,
    p2tr: p2tr(schnorr.getPublicKey(privateKey), undefined, network).address as string,
  }
}

describe('verifyBitcoinMessage', () => {
  it('computes the BIP-322 message hashes of the BIP’s test vectors', () => {
    expect(hex.encode(bip322MessageHash(''))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    expect(hex.encode(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('accepts the BIP’s P2WPKH test vectors and refuses them for another message', () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const empty =
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    const hello =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(verifyBitcoinMessage(address, '', empty)).toEqual({ valid: true, protocol: 'BIP322' })
    expect(verifyBitcoinMessage(address, 'Hello World', hello)).toEqual({ valid: true, protocol: 'BIP322' })
    expect(verifyBitcoinMessage(address, 'Hello World', empty)).toMatchObject({ valid: false })
  })

  it.each([
    ['mainnet', NETWORK],
    ['regtest', BITCOIN_REGTEST_NETWORK],
  ] as const)('accepts bip322-js signatures (P2WPKH and P2TR, %s) and refuses tampering', (_, network) => {
    const a = account(network)
    const b = account(network)
    const message = 'Sign in to gangway.test\nNonce: 1234'
    for (const address of [a.p2wpkh, a.p2tr]) {
      const signature = Signer.sign(a.wif, address, message)
      expect(verifyBitcoinMessage(address, message, signature)).toEqual({ valid: true, protocol: 'BIP322' })
      expect(verifyBitcoinMessage(address, `${message}!`, signature)).toMatchObject({ valid: false })
      const other = address === a.p2wpkh ? b.p2wpkh : b.p2tr
      expect(verifyBitcoinMessage(other, message, signature)).toMatchObject({ valid: false })
      expect(verifyBitcoinMessage(address, message, Signer.sign(b.wif, other, message))).toMatchObject({
        valid: false,
      })
    }
  })

  it('accepts legacy (BIP-137) signatures for the key’s P2WPKH address and refuses another key’s', () => {
    const a = account(BITCOIN_REGTEST_NETWORK)
    const b = account(BITCOIN_REGTEST_NETWORK)
    const message = 'legacy message'
    const sign = (privateKey: Uint8Array, header: number) => {
      const signature = secp256k1.sign(bitcoinSignedMessageHash(message), privateKey)
      const out = new Uint8Array(65)
      out[0] = header + signature.recovery
      out.set(signature.toCompactRawBytes(), 1)
      return Buffer.from(out).toString('base64')
    }
    for (const header of [31, 39]) {
      const signature = sign(a.privateKey, header)
      expect(verifyBitcoinMessage(a.p2wpkh, message, signature)).toEqual({ valid: true, protocol: 'ECDSA' })
      expect(Verifier.verifySignature(a.p2wpkh, message, signature)).toBe(true)
      expect(verifyBitcoinMessage(a.p2wpkh, 'another message', signature)).toMatchObject({ valid: false })
      expect(verifyBitcoinMessage(b.p2wpkh, message, signature)).toMatchObject({ valid: false })
      // a taproot address has no legacy signatures
      expect(verifyBitcoinMessage(a.p2tr, message, signature)).toMatchObject({ valid: false })
    }
  })

  it('answers a reason, never throws, for malformed input', () => {
    const a = account(BITCOIN_REGTEST_NETWORK)
    expect(verifyBitcoinMessage('not-an-address', 'm', 'AAAA')).toEqual({
      valid: false,
      reason: 'The address is not a Bitcoin address',
    })
    expect(verifyBitcoinMessage(a.p2wpkh, 'm', '%%%')).toEqual({ valid: false, reason: 'The signature is not base64' })
    expect(verifyBitcoinMessage(a.p2wpkh, 'm', 'AQID')).toMatchObject({ valid: false })
    expect(verifyBitcoinMessage(a.p2tr, 'm', Buffer.alloc(70, 7).toString('base64'))).toMatchObject({ valid: false })
  })
})
