import type { SIWXMessage, SIWXSession } from '@gangway/core'
import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { SIWXMessenger } from '../core/SIWXMessenger.ts'
import type { SIWXStorage } from '../core/SIWXStorage.ts'
import type { SIWXVerifier } from '../core/SIWXVerifier.ts'
import { SIWXError } from '../SIWXError.ts'
import { signSession } from '../test/signSession.ts'
import { DefaultSIWX } from './DefaultSIWX.ts'

/**
 * Parts written the way AppKit's docs write custom SIWX components (a messenger subclass, a verifier class
 * that `implements SIWXVerifier` with AppKit's members only, a plain-object verifier, a storage class without
 * Gangway's `setup`) plug into `DefaultSIWX` as they are: Gangway's extra members are optional.
 */
const CHAIN = 'eip155:1' as const
const signer = privateKeyToAccount(generatePrivateKey())

class PlainMessenger extends SIWXMessenger {
  protected override readonly version = '1'
  constructor() {
    super({ domain: 'app.example.com', uri: 'https://app.example.com', getNonce: async () => 'nonce1234' })
  }
  protected override stringify(params: SIWXMessage.Data): string {
    return `${params.domain} wants ${params.accountAddress} to sign in on ${params.chainId} (nonce ${params.nonce})`
  }
}

class SignatureVerifier implements SIWXVerifier {
  readonly chainNamespace: ChainNamespace = 'eip155'
  shouldVerify(session: SIWXSession): boolean {
    return session.data.chainId.startsWith('eip155:')
  }
  async verify(session: SIWXSession): Promise<boolean> {
    return verifyMessage({
      address: session.data.accountAddress as `0x${string}`,
      message: session.message,
      signature: session.signature as `0x${string}`,
    })
  }
}

class ArrayStorage implements SIWXStorage {
  sessions: SIWXSession[] = []
  async add(session: SIWXSession) {
    this.sessions.push(session)
  }
  async set(sessions: SIWXSession[]) {
    this.sessions = sessions
  }
  async get(chainId: CaipNetworkId, address: string) {
    return this.sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
  }
  async delete(chainId: CaipNetworkId, address: string) {
    this.sessions = this.sessions.filter((s) => !(s.data.chainId === chainId && s.data.accountAddress === address))
  }
}

describe("AppKit-shaped SIWX parts in Gangway's DefaultSIWX", () => {
  it.each([
    ['a class implementing SIWXVerifier', () => new SignatureVerifier()],
    [
      'a plain object',
      () => ({
        chainNamespace: 'eip155' as const,
        shouldVerify: (s: SIWXSession) => s.data.chainId.startsWith('eip155:'),
        verify: (s: SIWXSession) => new SignatureVerifier().verify(s),
      }),
    ],
  ])('signs in with %s as verifier, its messenger subclass and storage; refuses another signer', async (_, make) => {
    const storage = new ArrayStorage()
    const config = new DefaultSIWX({ messenger: new PlainMessenger(), verifiers: [make()], storage })
    const message = await config.createMessage({ accountAddress: signer.address, chainId: CHAIN })
    expect(message.toString()).toBe(`app.example.com wants ${signer.address} to sign in on ${CHAIN} (nonce nonce1234)`)
    const session = await signSession(message, signer)
    await config.addSession(session)
    expect(await config.getSessions(CHAIN, signer.address)).toEqual([session])

    const forged = await signSession(
      await config.createMessage({ accountAddress: signer.address, chainId: CHAIN }),
      privateKeyToAccount(generatePrivateKey()),
    )
    const error = await config.addSession(forged).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SIWXError)
    expect(error).toMatchObject({ message: 'The signature is not valid', code: 'SIWX_INVALID_SIGNATURE' })
    expect(storage.sessions).toEqual([session])
  })
})
