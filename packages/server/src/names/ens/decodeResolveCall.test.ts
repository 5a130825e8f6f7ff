import { concat, encodeFunctionData, type Hex, namehash, numberToHex, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeResolveCall, resolverAbi } from './decodeResolveCall.ts'
import { dnsDecodeName } from './dnsDecodeName.ts'

const dns = (name: string): Hex =>
  concat([
    ...name
      .split('.')
      .map((l) => concat([numberToHex(new TextEncoder().encode(l).length, { size: 1 }), stringToHex(l)])),
    '0x00',
  ])
const resolve = (name: string, data: Hex, dnsName = dns(name)) =>
  encodeFunctionData({ abi: resolverAbi, functionName: 'resolve', args: [dnsName, data] })
const node = (name: string) => namehash(name.toLowerCase())

describe('dnsDecodeName', () => {
  it('decodes DNS wire format and refuses broken names', () => {
    expect(dnsDecodeName(dns('alice.gangway.id'))).toBe('alice.gangway.id')
    expect(dnsDecodeName(dns('ünï.gangway.id'))).toBe('ünï.gangway.id')
    expect(dnsDecodeName('0x00')).toBe('')
    expect(() => dnsDecodeName('0x05616c6963')).toThrow('truncated')
    expect(() => dnsDecodeName(`${dns('alice.id')}00`)).toThrow('Bytes follow')
    expect(() => dnsDecodeName('0x')).toThrow('truncated')
    expect(() => dnsDecodeName('0x03612e6200')).toThrow('contains a dot')
    expect(() => dnsDecodeName('0x02ffff00')).toThrow('not UTF-8')
  })
})

describe('decodeResolveCall', () => {
  it('reads the name (lowercased) and the record of addr, addr by coin type, text, name and contenthash', () => {
    const name = 'Alice.gangway.id'
    const n = node(name)
    expect(
      decodeResolveCall(resolve(name, encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [n] }))),
    ).toEqual({
      name: 'alice.gangway.id',
      record: 'addr',
      coinType: undefined,
    })
    expect(
      decodeResolveCall(
        resolve(name, encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [n, 2147483658n] })),
      ),
    ).toEqual({ name: 'alice.gangway.id', record: 'addr', coinType: 2147483658n })
    expect(
      decodeResolveCall(
        resolve(name, encodeFunctionData({ abi: resolverAbi, functionName: 'text', args: [n, 'avatar'] })),
      ),
    ).toEqual({ name: 'alice.gangway.id', record: 'text', key: 'avatar' })
    const reverse = '70997970c51812dc3a010c7d01b50e0d17dc79c8.addr.reverse'
    expect(
      decodeResolveCall(
        resolve(reverse, encodeFunctionData({ abi: resolverAbi, functionName: 'name', args: [node(reverse)] })),
      ),
    ).toEqual({ name: reverse, record: 'name' })
    expect(
      decodeResolveCall(
        resolve(name, encodeFunctionData({ abi: resolverAbi, functionName: 'contenthash', args: [n] })),
      ),
    ).toEqual({ name: 'alice.gangway.id', record: 'contenthash' })
  })

  it('refuses what is not a resolve call, a node of another name and a function it does not answer', () => {
    const addr = encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [node('alice.gangway.id')] })
    expect(() => decodeResolveCall(addr)).toThrow('not a resolve(bytes,bytes) call')
    expect(() => decodeResolveCall('0x9061b923')).toThrow('not a resolve(bytes,bytes) call')
    expect(() => decodeResolveCall('nope')).toThrow('not a resolve(bytes,bytes) call')
    expect(() => decodeResolveCall(resolve('bob1.gangway.id', addr))).toThrow('not the namehash')
    const pubkey = `0xc8690233${node('alice.gangway.id').slice(2)}` as Hex
    expect(() => decodeResolveCall(resolve('alice.gangway.id', pubkey))).toThrow(
      expect.objectContaining({ status: 404, message: 'Unsupported resolver function 0xc8690233' }),
    )
    expect(() => decodeResolveCall(resolve('alice.gangway.id', addr, '0x05616c696365'))).toThrow('truncated')
  })
})
