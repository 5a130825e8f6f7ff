import { bytesToHex, hexToBytes } from 'viem'

/**
 * The Coinbase Wallet SDK 4's popup encryption, written from its protocol: each side has an ECDH P-256 key
 * (public keys travel as SPKI hex), the shared AES-GCM-256 key encrypts JSON as `{ iv, cipherText }`.
 */
export type Encrypted = { iv: Uint8Array | ArrayBuffer; cipherText: ArrayBuffer }

/** Bytes WebCrypto takes (over a plain ArrayBuffer). */
const bytes = (hex: `0x${string}`) => new Uint8Array(hexToBytes(hex))

export type PopupKeys = { publicKeyHex: string; privateKey: CryptoKey }

export async function createPopupKeys(): Promise<PopupKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveKey'])
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))
  return { publicKeyHex: bytesToHex(spki).slice(2), privateKey: pair.privateKey }
}

/** The keys as text (to keep them for a later popup of the same session). */
export async function exportPopupKeys(keys: PopupKeys): Promise<string> {
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', keys.privateKey))
  return JSON.stringify({ publicKeyHex: keys.publicKeyHex, privateKeyHex: bytesToHex(pkcs8) })
}

export async function importPopupKeys(text: string): Promise<PopupKeys> {
  const { publicKeyHex, privateKeyHex } = JSON.parse(text) as { publicKeyHex: string; privateKeyHex: `0x${string}` }
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    bytes(privateKeyHex),
    { name: 'ECDH', namedCurve: 'P-256' },
    true,
    ['deriveKey'],
  )
  return { publicKeyHex, privateKey }
}

/** The AES key shared with the SDK whose public key (SPKI hex, no 0x) is `peerHex`. */
export async function sharedKey(own: PopupKeys, peerHex: string): Promise<CryptoKey> {
  const peer = await crypto.subtle.importKey(
    'spki',
    bytes(`0x${peerHex.replace(/^0x/, '')}`),
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  )
  return crypto.subtle.deriveKey(
    { name: 'ECDH', public: peer },
    own.privateKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

export async function encryptJson(key: CryptoKey, value: unknown): Promise<Encrypted> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const cipherText = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(JSON.stringify(value)),
  )
  return { iv, cipherText }
}

export async function decryptJson<T>(key: CryptoKey, encrypted: Encrypted): Promise<T> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: encrypted.iv as BufferSource },
    key,
    encrypted.cipherText,
  )
  return JSON.parse(new TextDecoder().decode(plain)) as T
}
