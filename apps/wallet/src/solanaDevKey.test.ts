import { deployments } from '@gangway/devnet'
import {
  getAddressFromPublicKey,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { createSolanaKey, SOLANA_DEV_ADDRESS, solanaDevSecret } from './solanaDevKey.ts'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

describe('createSolanaKey', () => {
  it("defaults to the devnet mnemonic's account 0, the address the local chain funds", async () => {
    const key = await createSolanaKey()
    expect(key.address).toBe(SOLANA_DEV_ADDRESS)
    expect(deployments.solana.accounts[0]).toBe(SOLANA_DEV_ADDRESS)
    expect(key.publicKey).toEqual(new Uint8Array(getBase58Encoder().encode(SOLANA_DEV_ADDRESS)))
    expect(await getAddressFromPublicKey(key.keyPair.publicKey)).toBe(SOLANA_DEV_ADDRESS)
  })

  it('picks another funded dev account by index, as the chain derives them', async () => {
    const addresses = await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => (await createSolanaKey(solanaDevSecret(i))).address),
    )
    expect(addresses).toEqual(deployments.solana.accounts)
    expect(() => solanaDevSecret(-1)).toThrow('the account index must be an integer')
  })

  it('derives the public key from a seed as RFC 8032 (and Solana CLI) do: test vector 1', async () => {
    const key = await createSolanaKey('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60')
    expect(hex(key.publicKey)).toBe('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a')
  })

  it('accepts a Solana CLI keypair (seed then public key) and rejects one whose halves do not match', async () => {
    const seed = solanaDevSecret()
    const dev = await createSolanaKey(seed)
    const cli = [...seed, ...dev.publicKey]
    expect((await createSolanaKey(cli)).address).toBe(SOLANA_DEV_ADDRESS)
    const forged = [...seed, ...new Uint8Array(32).fill(7)]
    await expect(createSolanaKey(forged)).rejects.toThrow('not the public key of its first 32')
  })

  it('refuses bad secrets with a clear error', async () => {
    await expect(createSolanaKey(new Uint8Array(31))).rejects.toThrow('expected a 32-byte seed or a 64-byte keypair')
    await expect(createSolanaKey('zz')).rejects.toThrow('a string secret must be hex')
    await expect(createSolanaKey([256, ...new Array(31).fill(0)])).rejects.toThrow('integers 0–255')
  })

  it('signs with a real ed25519 key', async () => {
    const key = await createSolanaKey()
    const data = new TextEncoder().encode('gangway')
    const signature = await signBytes(key.keyPair.privateKey, data)
    expect(await verifySignature(await getPublicKeyFromAddress(SOLANA_DEV_ADDRESS), signature, data)).toBe(true)
  })
})
