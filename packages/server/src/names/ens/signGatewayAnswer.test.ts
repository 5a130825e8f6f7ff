import { concat, decodeAbiParameters, keccak256, recoverAddress, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { gatewayAnswerHash, signGatewayAnswer } from './signGatewayAnswer.ts'

describe('signGatewayAnswer', () => {
  it('signs EIP-191 v0 over (resolver, expires, request, result) and encodes (result, expires, signature)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const resolver = '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba'
    const request = '0x9061b923aabb' as const
    const result = `0x${'00'.repeat(12)}70997970c51812dc3a010c7d01b50e0d17dc79c8` as const
    const answer = await signGatewayAnswer({ account, resolver, request, result, expires: 1_800_000_000n })
    const [r, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      answer,
    )
    expect(r).toBe(result)
    expect(expires).toBe(1_800_000_000n)
    // the layout GangwayOffchainResolver.answerHash hashes: 0x1900 ‖ resolver ‖ uint64 ‖ keccak ‖ keccak
    const hash = keccak256(
      concat(['0x1900', resolver, toHex(1_800_000_000n, { size: 8 }), keccak256(request), keccak256(result)]),
    )
    expect(gatewayAnswerHash({ resolver, expires, request, result })).toBe(hash)
    expect(await recoverAddress({ hash, signature })).toBe(account.address)
    // another request, result, expiry or resolver is another hash
    expect(gatewayAnswerHash({ resolver, expires: expires + 1n, request, result })).not.toBe(hash)
    expect(gatewayAnswerHash({ resolver, expires, request: '0x9061b923aabc', result })).not.toBe(hash)
    expect(gatewayAnswerHash({ resolver: account.address, expires, request, result })).not.toBe(hash)
  })
})
