import { SIWX_ACCOUNT_PLACEHOLDER } from '@gangway/protocol'
import { zeroAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { prepareSignIn } from './prepareSignIn.ts'

const parentOrigin = 'http://localhost:5173'
const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const fields = {
  accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
  chainId: 'eip155:31337',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/',
  version: '1',
  nonce: 'abcdef123456',
  statement: 'Sign in to the demo',
  issuedAt: '2026-11-23T05:00:00.000Z',
}
/** An EIP-4361 text as core makes it at login: built on the zero address, whose line becomes the placeholder. */
const text = (over: Partial<typeof fields> = {}) => {
  const f = { ...fields, ...over }
  return createSiweMessage({
    address: zeroAddress,
    chainId: Number(f.chainId.split(':')[1]),
    domain: f.domain,
    uri: f.uri,
    version: '1',
    nonce: f.nonce,
    statement: f.statement,
    issuedAt: new Date(f.issuedAt),
  }).replace(zeroAddress, SIWX_ACCOUNT_PLACEHOLDER)
}
const signIn = (over: Partial<typeof fields> = {}, serializedMessage = text(over)) =>
  prepareSignIn({ ...fields, ...over, serializedMessage }, { parentOrigin, address })

describe('prepareSignIn', () => {
  it('fills in the checksummed address; the text is a valid EIP-4361 message for the parent', () => {
    const { message, data } = signIn()
    const parsed = parseSiweMessage(message)
    expect(parsed.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(parsed).toMatchObject({ domain: 'localhost:5173', chainId: 31337, nonce: fields.nonce })
    expect(data).toMatchObject({ ...fields, accountAddress: parsed.address, serializedMessage: message })
  })

  it('refuses a sign-in for another site, URI, chain family or account, and texts that disagree with the fields', () => {
    expect(() => signIn({ domain: 'evil.test' })).toThrow('The sign-in is for evil.test, not this site')
    expect(() => signIn({ uri: 'https://evil.test/' })).toThrow('The sign-in URI is not on this site')
    expect(() => signIn({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, text())).toThrow('eip155 networks only')
    // the fields say this site, the text another one
    expect(() => signIn({}, text().replace('localhost:5173 wants', 'evil.test wants'))).toThrow(
      'does not start with its domain',
    )
    expect(() => signIn({}, text({ nonce: 'zzzzzzzzzzzz' }))).toThrow('disagree (nonce)')
    expect(() => signIn({}, text({ uri: 'http://localhost:5173/other' }))).toThrow('disagree (URI)')
    expect(() => signIn({}, text({ chainId: 'eip155:1' }))).toThrow('disagree (chain)')
    expect(() =>
      signIn({}, text().replace(SIWX_ACCOUNT_PLACEHOLDER, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')),
    ).toThrow('names another account')
    expect(() => signIn({}, `${text()}\n${SIWX_ACCOUNT_PLACEHOLDER}`)).toThrow('more than once')
    expect(() => signIn({}, `${text()}\nURI: http://localhost:5173/x`)).toThrow('exactly one URI line')
  })
})
