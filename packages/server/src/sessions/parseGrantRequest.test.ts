import { SessionErrorCode } from '@gangway/protocol'
import { erc20Abi, toFunctionSelector } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { parseGrantRequest } from './parseGrantRequest.ts'
import { SessionError } from './SessionError.ts'

const NOW = 1_800_000_000
const TOKEN = '0x1111111111111111111111111111111111111111'
const key = privateKeyToAccount(generatePrivateKey())
const overloaded = [
  { type: 'function', name: 'mint', stateMutability: 'nonpayable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'n', type: 'uint256' }],
    outputs: [],
  },
  { type: 'receive', stateMutability: 'payable' },
]

/** AppKit's lab request (`getPurchaseDonutPermissions`), with a secp256k1 key and an allowance. */
const request = (overrides: Record<string, unknown> = {}) => ({
  chainId: '0x7a69',
  expiry: NOW + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
  permissions: [
    { type: 'contract-call', data: { address: TOKEN, abi: erc20Abi, functions: [{ functionName: 'transfer' }] } },
    { type: 'native-token-recurring-allowance', data: { allowance: '0x3e8', start: NOW + 1, period: 86_400 } },
  ],
  policies: [],
  ...overrides,
})

const refusal = (raw: unknown) => {
  try {
    parseGrantRequest(raw, NOW)
  } catch (error) {
    expect(error).toBeInstanceOf(SessionError)
    expect((error as SessionError).code).toBe(SessionErrorCode.INVALID_REQUEST)
    return (error as Error).message
  }
  throw new Error('not refused')
}

describe('parseGrantRequest', () => {
  it('turns AppKit’s request into grantSession’s key, expiry, spend limit and scopes', () => {
    const scope = parseGrantRequest(request(), NOW)
    expect(scope.chainId).toBe(31337)
    expect(scope.sessionKey).toBe(key.address)
    expect(scope.validUntil).toBe(NOW + 3600)
    expect(scope.spendLimit).toBe(1000n)
    expect(scope.scopes).toEqual([
      { target: TOKEN, kind: 'function', selector: toFunctionSelector('transfer(address,uint256)') },
    ])
    expect(scope.permissions).toHaveLength(2)
  })

  it('accepts ERC-7715’s key and account signers and the 64-byte public key; no allowance = no value', () => {
    const raw64 = `0x${key.publicKey.slice(4)}`
    const one = { type: 'key', data: { type: 'secp256k1', publicKey: raw64 } }
    const permissions = [request().permissions[0]]
    expect(parseGrantRequest(request({ signer: one, permissions }), NOW).sessionKey).toBe(key.address)
    const account = { type: 'account', data: { id: key.address.toLowerCase() } }
    const scope = parseGrantRequest(request({ signer: account, permissions }), NOW)
    expect(scope.sessionKey).toBe(key.address)
    expect(scope.spendLimit).toBe(0n)
  })

  it('grants every overload of a name, receive as plain transfers, and each pair once', () => {
    const scope = parseGrantRequest(
      request({
        permissions: [
          {
            type: 'contract-call',
            data: {
              address: TOKEN,
              abi: overloaded,
              functions: [{ functionName: 'mint' }, { functionName: 'receive' }, { functionName: 'mint' }],
            },
          },
        ],
      }),
      NOW,
    )
    expect(scope.scopes).toEqual([
      { target: TOKEN, kind: 'function', selector: toFunctionSelector('mint()') },
      { target: TOKEN, kind: 'function', selector: toFunctionSelector('mint(uint256)') },
      { target: TOKEN, kind: 'transfer' },
    ])
  })

  it('attack (issue 33 item 3): refuses a function whose selector is a sentinel — 0xffffffff was “any function”', () => {
    // ccccvKygDv() hashes to 0xffffffff: granted on v1 it let the key call every function of the token
    const sentinel = [{ type: 'function', name: 'ccccvKygDv', inputs: [], outputs: [], stateMutability: 'nonpayable' }]
    expect(toFunctionSelector('function ccccvKygDv()')).toBe('0xffffffff')
    const grant = (abi: unknown[], functionName: string) =>
      request({
        permissions: [{ type: 'contract-call', data: { address: TOKEN, abi, functions: [{ functionName }] } }],
      })
    expect(refusal(grant(sentinel, 'ccccvKygDv'))).toMatch(
      /"ccccvKygDv": its selector 0xffffffff is reserved \(it once meant any function\); not granted/,
    )
    // one that hashes to 0x00000000 (a plain transfer to v1) is refused too
    const zero = [{ type: 'function', name: 'wycpnbqcyf', inputs: [], outputs: [], stateMutability: 'nonpayable' }]
    expect(toFunctionSelector('function wycpnbqcyf()')).toBe('0x00000000')
    expect(refusal(grant(zero, 'wycpnbqcyf'))).toMatch(/its selector 0x00000000 is reserved/)
  })

  it('refuses expiries in the past, too soon, or past 30 days', () => {
    expect(refusal(request({ expiry: NOW - 1 }))).toMatch(/expiry/)
    expect(refusal(request({ expiry: NOW + 30 }))).toMatch(/at least 60 seconds/)
    expect(refusal(request({ expiry: NOW + 31 * 86_400 }))).toMatch(/at most 30 days/)
    expect(parseGrantRequest(request({ expiry: NOW + 30 * 86_400 }), NOW).validUntil).toBe(NOW + 30 * 86_400)
  })

  it('refuses what the account cannot enforce on-chain instead of widening it', () => {
    const call = (fn: Record<string, unknown>) => [
      { type: 'contract-call', data: { address: TOKEN, abi: erc20Abi, functions: [fn] } },
    ]
    expect(
      refusal(
        request({ permissions: call({ functionName: 'transfer', args: [{ operator: 'EQUAL', value: '0x01' }] }) }),
      ),
    ).toMatch(/argument conditions/)
    expect(refusal(request({ permissions: call({ functionName: 'transfer', valueLimit: '0x1' }) }))).toMatch(
      /value limits/,
    )
    expect(refusal(request({ permissions: call({ functionName: 'transfer', operation: 'DelegateCall' }) }))).toMatch(
      /Call operations/,
    )
    expect(refusal(request({ permissions: call({ functionName: 'burnEverything' }) }))).toMatch(/no such function/)
    expect(refusal(request({ policies: [{ type: 'gas-limit', data: {} }] }))).toMatch(/Policy type "gas-limit"/)
    expect(
      refusal(
        request({ permissions: [{ type: 'erc20-recurring-allowance', data: { token: TOKEN, allowance: '0x1' } }] }),
      ),
    ).toMatch(/not supported/)
    // an allowance alone grants no call
    expect(refusal(request({ permissions: [request().permissions[1]] }))).toMatch(/at least one contract-call/)
    expect(refusal(request({ permissions: [] }))).toMatch(/non-empty/)
  })

  it('refuses signers the account cannot check: passkeys, several keys, compressed keys', () => {
    const keys = (list: unknown[]) => ({ type: 'keys', data: { keys: list } })
    expect(refusal(request({ signer: keys([{ type: 'secp256r1', publicKey: key.publicKey }]) }))).toMatch(/secp256k1/)
    const two = keys([
      { type: 'secp256k1', publicKey: key.publicKey },
      { type: 'secp256k1', publicKey: key.publicKey },
    ])
    expect(refusal(request({ signer: two }))).toMatch(/exactly one key/)
    expect(refusal(request({ signer: keys([{ type: 'secp256k1', publicKey: `0x02${'11'.repeat(32)}` }]) }))).toMatch(
      /uncompressed/,
    )
  })

  it('refuses malformed requests with the field named', () => {
    expect(refusal(undefined)).toMatch(/Invalid request/)
    expect(refusal(request({ chainId: 31337 }))).toMatch(/chainId/)
    expect(refusal(request({ address: '0x1234' }))).toMatch(/address/)
    const huge = request({
      permissions: [
        { type: 'contract-call', data: { address: TOKEN, abi: [{ x: 'a'.repeat(70_000) }], functions: [] } },
      ],
    })
    expect(refusal(huge)).toMatch(/larger than/)
  })
})
