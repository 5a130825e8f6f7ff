import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { mnemonicToSeedSync } from '@scure/bip39'
import { type Address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { DEVNET_MNEMONIC } from '../devnetConstants.ts'

/**
 * Dev keys from a BIP-39 mnemonic (default: the devnet's) on m/44'/501'/{index}'/0' (SLIP-0010 ed25519, the
 * path Phantom and Solflare use; every level hardened). `privateKey(index)` is the 32-byte ed25519 seed; the
 * mnemonic's BIP-39 seed is computed once (PBKDF2 is slow). Browser-safe (noble hashes, no Node built-ins), so
 * the dev wallet derives the same keys the chain funds (`@gangway/devnet/solanaDevKeys`).
 */
export function solanaDevKeys(mnemonic: string = DEVNET_MNEMONIC) {
  const master = hmac(sha512, new TextEncoder().encode('ed25519 seed'), mnemonicToSeedSync(mnemonic))
  const privateKey = (index: number): Uint8Array => {
    if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) {
      throw new Error(`solanaDevKeys: the account index must be an integer 0…2³¹−1, got ${index}`)
    }
    let digest = master
    for (const segment of [44, 501, index, 0]) {
      const data = new Uint8Array(37) // 0x00 ‖ parent key ‖ index | 2^31
      data.set(digest.subarray(0, 32), 1)
      new DataView(data.buffer).setUint32(33, (segment | 0x80000000) >>> 0)
      digest = hmac(sha512, digest.subarray(32), data)
    }
    return digest.slice(0, 32)
  }
  const signer = (index: number): Promise<KeyPairSigner> => createKeyPairSignerFromPrivateKeyBytes(privateKey(index))
  const address = async (index: number): Promise<Address> => (await signer(index)).address
  return { privateKey, signer, address }
}
