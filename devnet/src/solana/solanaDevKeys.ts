import { createHmac } from 'node:crypto'
import { mnemonicToSeedSync } from '@scure/bip39'
import { type Address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'

/**
 * Dev keys from a BIP-39 mnemonic on m/44'/501'/{index}'/0' (SLIP-0010 ed25519, the path Phantom and Solflare
 * use; every level hardened). `privateKey(index)` is the 32-byte ed25519 seed; the mnemonic's BIP-39 seed is
 * computed once (PBKDF2 is slow).
 */
export function solanaDevKeys(mnemonic: string) {
  const master = createHmac('sha512', 'ed25519 seed').update(mnemonicToSeedSync(mnemonic)).digest()
  const privateKey = (index: number): Uint8Array => {
    let digest = master
    for (const segment of [44, 501, index, 0]) {
      const data = Buffer.alloc(37)
      digest.copy(data, 1, 0, 32) // 0x00 ‖ parent key ‖ index | 2^31
      data.writeUInt32BE((segment | 0x80000000) >>> 0, 33)
      digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
    }
    return new Uint8Array(digest.subarray(0, 32))
  }
  const signer = (index: number): Promise<KeyPairSigner> => createKeyPairSignerFromPrivateKeyBytes(privateKey(index))
  const address = async (index: number): Promise<Address> => (await signer(index)).address
  return { privateKey, signer, address }
}
