import { solanaDevKeys } from '@gangway/devnet/solanaDevKeys'
import { type Address, createKeyPairFromPrivateKeyBytes, getAddressEncoder, getAddressFromPublicKey } from '@solana/kit'

/**
 * The address of the default dev key: the devnet mnemonic's first Solana account (m/44'/501'/0'/0'), which the
 * local Solana chain funds with 1 000 SOL and the seeded SPL tokens. Never use it outside a local chain.
 */
export const SOLANA_DEV_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' as Address

/** A Solana signing key: its address, raw 32-byte public key and the WebCrypto Ed25519 key pair. */
export type SolanaKey = { address: Address; publicKey: Uint8Array; keyPair: CryptoKeyPair }

/** A 32-byte seed, or Solana CLI's 64-byte keypair (seed then public key), as bytes, numbers or hex. */
export type SolanaSecret = Uint8Array | readonly number[] | string

/**
 * The 32-byte ed25519 seed of the devnet mnemonic's Solana account `index` (m/44'/501'/{index}'/0', as the
 * local chain derives it — `@gangway/devnet`'s `solanaDevKeys`). Accounts 0–4 are funded on the local chain.
 */
export function solanaDevSecret(index = 0): Uint8Array {
  return solanaDevKeys().privateKey(index)
}

/**
 * Makes a signing key from a 32-byte seed or a 64-byte Solana CLI keypair (`solana-keygen` JSON array); the
 * CLI form must carry the public key of its seed. Default: the devnet mnemonic's account 0. The private key is
 * not extractable.
 */
export async function createSolanaKey(secret: SolanaSecret = solanaDevSecret(0)): Promise<SolanaKey> {
  const bytes = secretBytes(secret)
  if (bytes.length !== 32 && bytes.length !== 64) {
    throw new Error(`Solana key: expected a 32-byte seed or a 64-byte keypair, got ${bytes.length} bytes`)
  }
  const keyPair = await createKeyPairFromPrivateKeyBytes(bytes.slice(0, 32))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const publicKey = new Uint8Array(getAddressEncoder().encode(address))
  if (bytes.length === 64 && !bytes.slice(32).every((b, i) => b === publicKey[i])) {
    throw new Error('Solana key: the keypair’s last 32 bytes are not the public key of its first 32')
  }
  return { address, publicKey, keyPair }
}

function secretBytes(secret: SolanaSecret): Uint8Array {
  if (typeof secret === 'string') {
    const hex = secret.startsWith('0x') ? secret.slice(2) : secret
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new Error('Solana key: a string secret must be hex')
    return Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
  }
  if (!Array.from(secret).every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) {
    throw new Error('Solana key: secret bytes must be integers 0–255')
  }
  return Uint8Array.from(secret)
}
