import { describe, expect, it } from 'vitest'
import { compareInformalSiwxMessage, isSameSiwxChain, parseInformalSiwxMessage } from './compareInformalSiwxMessage.ts'
import type { SiwxMessageData } from './SiwxApi.ts'

const LOCAL = 'solana:GangwayLoca1So1anaChain111111111'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const data: SiwxMessageData = {
  accountAddress: ADDRESS,
  chainId: LOCAL,
  domain: 'app.example.test',
  uri: 'https://app.example.test/login',
  version: '1',
  nonce: 'abcdef1234567890',
  statement: 'Sign in to the test site',
  issuedAt: '2026-11-23T08:00:00.000Z',
  expirationTime: '2026-11-24T08:00:00.000Z',
  resources: ['https://app.example.test/terms', 'ipfs://x'],
}
// AppKit's InformalMessenger text (the site's network name in the header)
const informal = [
  'app.example.test wants you to sign in with your Gangway Solana Local account:',
  ADDRESS,
  '',
  'Sign in to the test site',
  '',
  'URI: https://app.example.test/login',
  'Version: 1',
  `Chain ID: ${LOCAL}`,
  'Nonce: abcdef1234567890',
  'Issued At: 2026-11-23T08:00:00.000Z',
  'Expiration Time: 2026-11-24T08:00:00.000Z',
  'Resources:',
  '- https://app.example.test/terms',
  '- ipfs://x',
].join('\n')

describe('informal CAIP-122 / SIWS sign-in text', () => {
  it('reads every field of AppKit’s informal text', () => {
    expect(parseInformalSiwxMessage(informal)).toEqual({
      domain: 'app.example.test',
      networkName: 'Gangway Solana Local',
      address: ADDRESS,
      statement: 'Sign in to the test site',
      uri: 'https://app.example.test/login',
      version: '1',
      chainId: LOCAL,
      nonce: 'abcdef1234567890',
      issuedAt: '2026-11-23T08:00:00.000Z',
      expirationTime: '2026-11-24T08:00:00.000Z',
      resources: ['https://app.example.test/terms', 'ipfs://x'],
    })
    expect(compareInformalSiwxMessage(data, informal)).toBeUndefined()
  })

  it('reads the text without a statement, and SIWS’s text with a cluster name as chain id', () => {
    const { statement: _s, resources: _r, expirationTime: _e, ...bare } = data
    const text = [
      'app.example.test wants you to sign in with your Solana account:',
      ADDRESS,
      '',
      'URI: https://app.example.test/login',
      'Version: 1',
      'Chain ID: localnet',
      'Nonce: abcdef1234567890',
      'Issued At: 2026-11-23T08:00:00Z',
    ].join('\n')
    expect(compareInformalSiwxMessage(bare, text)).toBeUndefined()
    expect(compareInformalSiwxMessage({ ...bare, chainId: MAINNET }, text)).toBe('chain id')
    expect(compareInformalSiwxMessage({ ...bare, chainId: MAINNET }, text.replace('localnet', 'mainnet'))).toBe(
      undefined,
    )
  })

  it('names the first field that differs', () => {
    const cases: [string, string, string][] = [
      ['app.example.test wants', 'evil.test wants', 'domain'],
      [ADDRESS, ADDRESS.toLowerCase(), 'address'],
      ['URI: https://app.example.test/login', 'URI: https://app.example.test/other', 'URI'],
      ['Version: 1', 'Version: 2', 'version'],
      [`Chain ID: ${LOCAL}`, `Chain ID: ${MAINNET}`, 'chain id'],
      ['Nonce: abcdef1234567890', 'Nonce: 0000000000000000', 'nonce'],
      ['Sign in to the test site', 'Sign in to the evil site', 'statement'],
      ['- ipfs://x', '- ipfs://y', 'resources'],
      ['Issued At: 2026-11-23T08:00:00.000Z', 'Issued At: 2026-11-23T08:00:01.000Z', 'issued-at time'],
      ['Expiration Time: 2026-11-24T08:00:00.000Z', 'Expiration Time: 2027-11-24T08:00:00.000Z', 'expiration time'],
    ]
    for (const [from, to, field] of cases) {
      expect(compareInformalSiwxMessage(data, informal.replace(from, to)), field).toBe(field)
    }
    expect(compareInformalSiwxMessage({ ...data, notBefore: '2026-11-23T08:00:00.000Z' }, informal)).toBe(
      'not-before time',
    )
    expect(compareInformalSiwxMessage({ ...data, requestId: 'r1' }, informal)).toBe('request id')
  })

  it('refuses texts that are not sign-in messages, fields out of order, repeated or unknown lines', () => {
    for (const text of [
      'hello',
      '',
      informal
        .replace('Version: 1\n', '')
        .replace('Nonce:', 'Version: 1\nNonce:')
        .replace('Chain ID', 'Nonce: x\nChain ID'),
      informal.replace('Nonce: abcdef1234567890', 'Nonce: abcdef1234567890\nNonce: other'),
      informal.replace('Version: 1', 'Version: 1\nX-Extra: 1'),
      informal.replace('- ipfs://x', 'ipfs://x'),
      informal.replace('Issued At: 2026-11-23T08:00:00.000Z', 'Issued At: yesterday'),
      informal.replace(`${ADDRESS}\n`, `${ADDRESS} extra\n`),
    ]) {
      expect(compareInformalSiwxMessage(data, text), text).toBe('text')
    }
  })

  it('matches chain ids: CAIP-2, the reference alone, SIWS cluster names', () => {
    expect(isSameSiwxChain(LOCAL, LOCAL)).toBe(true)
    expect(isSameSiwxChain('GangwayLoca1So1anaChain111111111', LOCAL)).toBe(true)
    expect(isSameSiwxChain('solana:mainnet', MAINNET)).toBe(true)
    expect(isSameSiwxChain('devnet', MAINNET)).toBe(false)
    expect(isSameSiwxChain('localnet', MAINNET)).toBe(false)
    expect(isSameSiwxChain('solana:localnet', LOCAL)).toBe(true)
    expect(isSameSiwxChain('constructor', MAINNET)).toBe(false)
    expect(isSameSiwxChain('mainnet', 'eip155:1')).toBe(false)
  })
})
