import {
  decryptContent,
  deriveSharedSecret,
  encryptContent,
  exportKeyToHexString,
  generateKeyPair,
  importKeyFromHexString,
} from '@coinbase/wallet-sdk/dist/util/cipher.js'
import { describe, expect, it } from 'vitest'
import {
  createPopupKeys,
  decryptJson,
  type Encrypted,
  encryptJson,
  exportPopupKeys,
  importPopupKeys,
  sharedKey,
} from './coinbaseCipher.ts'

/** The SDK's declarations type `iv` as an ArrayBuffer; its own `encrypt` makes a Uint8Array, as the page does. */
const forSdk = (encrypted: Encrypted) => encrypted as Parameters<typeof decryptContent>[0]

/** The SDK's side of the key exchange, with the SDK's own cipher (what its SCWSigner does). */
async function sdkSide(popupPublicKeyHex: string) {
  const pair = await generateKeyPair()
  const secret = await deriveSharedSecret(pair.privateKey, await importKeyFromHexString('public', popupPublicKeyHex))
  return { publicKeyHex: await exportKeyToHexString('public', pair.publicKey), secret }
}

describe('coinbaseCipher: the popup stand-in and the Coinbase Wallet SDK 4 understand each other', () => {
  it('derives the same key: each decrypts what the other encrypted', async () => {
    const popup = await createPopupKeys()
    const sdk = await sdkSide(popup.publicKeyHex)
    const popupSecret = await sharedKey(popup, sdk.publicKeyHex)

    const request = { action: { method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] }, chainId: 31337 }
    expect(await decryptJson(popupSecret, await encryptContent(request, sdk.secret))).toEqual(request)
    const response = {
      result: { value: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
      data: { chains: { 31337: 'x' } },
    }
    expect(await decryptContent(forSdk(await encryptJson(popupSecret, response)), sdk.secret)).toEqual(response)
  })

  it('a later popup of the session decrypts with the kept keys; another key does not', async () => {
    const popup = await createPopupKeys()
    const sdk = await sdkSide(popup.publicKeyHex)
    const kept = await importPopupKeys(await exportPopupKeys(popup))
    expect(kept.publicKeyHex).toBe(popup.publicKeyHex)
    const request = { action: { method: 'eth_sendTransaction' }, chainId: 31337 }
    const message = await encryptContent(request, sdk.secret)
    expect(await decryptJson(await sharedKey(kept, sdk.publicKeyHex), message)).toEqual(request)
    const stranger = await createPopupKeys()
    await expect(decryptJson(await sharedKey(stranger, sdk.publicKeyHex), message)).rejects.toThrow()
  })
})
