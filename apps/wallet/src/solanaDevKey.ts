import { type Address, createKeyPairFromPrivateKeyBytes, getAddressEncoder, getAddressFromPublicKey } from '@solana/kit'

/**
 * The Solana dev wallet's default 32-byte ed25519 seed: the UTF-8 bytes of this text (exactly 32 characters).
 * Derived as Solana CLI derives a keypair from a seed (RFC 8032: the seed is the private key), its address is
 * {@link SOLANA_DEV_ADDRESS}. Never use it outside a local chain.
 */
export const SOLANA_DEV_SEED_TEXT = 'gangway-dev-wallet-solana-seed-0'

/** The address of the default dev key, funded by the local Solana chain. */
export const SOLANA_DEV_ADDRESS = 'DTF8dSENHkxaPCnn9JB2sd5P2qxhcbKK8gEd4rRTzVjR' as Address

/** A Solana signing key: its address, raw 32-byte public key and the WebCrypto Ed25519 key pair. */
export type SolanaKey = { address: Address; publicKey: Uint8Array; keyPair: CryptoKeyPair }

/** A 32-byte seed, or Solana CLI's 64-byte keypair (seed then public key), as bytes, numbers or hex. */
export type SolanaSecret = Uint8Array | readonly number[] | string

/** The default dev seed's bytes. */
export function solanaDevSeed(): Uint8Array {
  return new TextEncoder().encode(SOLANA_DEV_SEED_TEXT)
}

/**
 * Makes a signing key from a 32-byte seed or a 64-byte Solana CLI keypair (`solana-keygen` JSON array); the
 * CLI form must carry the public key of its seed. The private key is not extractable.
 */
export async function createSolanaKey(secret: SolanaSecret = solanaDevSeed()): Promise<SolanaKey> {
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
