import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { SIWXMessenger } from '../core/SIWXMessenger.ts'
import { SIWXError } from '../SIWXError.ts'
import { SITE_URL, siwxTestContext } from '../test/siwxTestContext.ts'
import { EIP4361Messenger, formatEip4361Message } from './EIP4361Messenger.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function messenger(params: SIWXMessenger.ConstructorParams = {}) {
  const m = new EIP4361Messenger(params)
  m.setup(siwxTestContext([]))
  return m
}

describe('EIP4361Messenger', () => {
  it('writes every field as EIP-4361 text that viem parses back to the same values', async () => {
    const notBefore = '2030-01-01T00:00:00.000Z'
    const message = await messenger({
      domain: 'shop.example.com',
      uri: 'https://shop.example.com/account',
      statement: 'Sign in to the shop',
      resources: ['https://shop.example.com/terms', 'ipfs://bafybeigdyrzt'],
      expiration: 3_600_000,
      getNonce: async () => 'abcDEF123456',
      getRequestId: async () => 'req-7',
    }).createMessage({ accountAddress: address.toLowerCase(), chainId: 'eip155:10', notBefore })

    expect(message).toMatchObject({
      accountAddress: address.toLowerCase(),
      chainId: 'eip155:10',
      domain: 'shop.example.com',
      uri: 'https://shop.example.com/account',
      version: '1',
      nonce: 'abcDEF123456',
      statement: 'Sign in to the shop',
      requestId: 'req-7',
      notBefore,
      expirationTime: '2030-01-01T01:00:00.000Z',
    })
    const text = message.toString()
    expect(text.split('\n')).toEqual([
      'shop.example.com wants you to sign in with your Ethereum account:',
      address,
      '',
      'Sign in to the shop',
      '',
      'URI: https://shop.example.com/account',
      'Version: 1',
      'Chain ID: 10',
      'Nonce: abcDEF123456',
      `Issued At: ${message.issuedAt}`,
      'Expiration Time: 2030-01-01T01:00:00.000Z',
      'Not Before: 2030-01-01T00:00:00.000Z',
      'Request ID: req-7',
      'Resources:',
      '- https://shop.example.com/terms',
      '- ipfs://bafybeigdyrzt',
    ])
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({ address, chainId: 10, nonce: 'abcDEF123456', statement: 'Sign in to the shop' })
    expect(parsed.issuedAt?.toISOString()).toBe(message.issuedAt)
    expect(parsed.resources).toEqual(['https://shop.example.com/terms', 'ipfs://bafybeigdyrzt'])
  })

  it('leaves out what is not set; the site defaults to the kit metadata url outside a page; a fresh random nonce each time', async () => {
    const m = messenger()
    const first = await m.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    const second = await m.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    expect(first.domain).toBe('app.example.com')
    expect(first.uri).toBe(SITE_URL)
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(second.nonce).not.toBe(first.nonce)
    for (const key of ['statement', 'resources', 'requestId', 'expirationTime', 'notBefore']) {
      expect(first).not.toHaveProperty(key)
    }
    expect(first.toString()).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        address,
        '',
        '',
        `URI: ${SITE_URL}`,
        'Version: 1',
        'Chain ID: 1',
        `Nonce: ${first.nonce}`,
        `Issued At: ${first.issuedAt}`,
      ].join('\n'),
    )
    expect(Object.keys(JSON.parse(JSON.stringify(first)))).not.toContain('toString')
  })

  it("writes the embedded wallet's <<AccountAddress>> placeholder verbatim", async () => {
    const message = await messenger().createMessage({ accountAddress: '<<AccountAddress>>', chainId: 'eip155:1' })
    const lines = message.toString().split('\n')
    expect(lines[1]).toBe('<<AccountAddress>>')
    // the frame substitutes the address: the result is the message for that address
    const substituted = message.toString().replace('<<AccountAddress>>', address)
    expect(substituted).toBe(formatEip4361Message({ ...message, accountAddress: address }))
  })

  it('toString follows the fields, as AppKit’s message objects do', async () => {
    const message = await messenger().createMessage({ accountAddress: '<<AccountAddress>>', chainId: 'eip155:1' })
    message.accountAddress = address
    expect(message.toString().split('\n')[1]).toBe(address)
  })

  it.each([
    ['a non-eip155 chain', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const }, 'SIWX_CHAIN_UNSUPPORTED'],
    ['a bad address', { accountAddress: '0x1234' }, 'SIWX_INVALID_MESSAGE'],
  ])('refuses %s when the message is created', async (_, input, code) => {
    const error = await messenger()
      .createMessage({ accountAddress: address, chainId: 'eip155:1', ...input })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SIWXError)
    expect(error).toMatchObject({ code })
  })

  it.each([
    ['a short nonce', { getNonce: async () => 'abc' }],
    ['a statement with a line break', { statement: 'one\ntwo' }],
    ['a domain that is not an authority', { domain: 'https://app.example.com' }],
  ])('refuses %s', async (_, params) => {
    await expect(
      messenger(params).createMessage({ accountAddress: address, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({ code: 'SIWX_INVALID_MESSAGE' })
  })

  it('without a page or metadata url there is no domain: a clear error', async () => {
    const m = new EIP4361Messenger()
    await expect(m.createMessage({ accountAddress: address, chainId: 'eip155:1' })).rejects.toThrow(
      /no domain for the message/,
    )
  })
})
