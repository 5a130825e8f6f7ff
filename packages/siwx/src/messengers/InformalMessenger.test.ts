import { defineCaipNetwork } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { siwxTestContext } from '../test/siwxTestContext.ts'
import { DefaultMessenger } from './DefaultMessenger.ts'
import { InformalMessenger } from './InformalMessenger.ts'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const solana = defineCaipNetwork({
  namespace: 'solana',
  reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana Mainnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl: 'http://127.0.0.1:9',
})
const fixed = { domain: 'app.example.com', uri: 'https://app.example.com/', getNonce: async () => 'n0nce1234' }

describe('InformalMessenger', () => {
  it("writes AppKit's informal CAIP-122 text with every field, named after the site's network", async () => {
    const m = new InformalMessenger({
      ...fixed,
      statement: 'Welcome',
      resources: ['https://app.example.com/tos'],
      expiration: 60_000,
      getRequestId: async () => 'r1',
    })
    m.setup(siwxTestContext([solana]))
    const notBefore = '2030-05-01T10:00:00.000Z'
    const message = await m.createMessage({ accountAddress: solanaAddress, chainId: SOLANA, notBefore })
    expect(message.toString()).toBe(
      [
        'app.example.com wants you to sign in with your Solana Mainnet account:',
        solanaAddress,
        '',
        'Welcome',
        '',
        'URI: https://app.example.com/',
        'Version: 1',
        `Chain ID: ${SOLANA}`,
        'Nonce: n0nce1234',
        `Issued At: ${message.issuedAt}`,
        'Expiration Time: 2030-05-01T10:01:00.000Z',
        `Not Before: ${notBefore}`,
        'Request ID: r1',
        'Resources:',
        '- https://app.example.com/tos',
      ].join('\n'),
    )
  })

  it('without the network, names the namespace; clearChainIdNamespace writes the reference only; keeps <<AccountAddress>>', async () => {
    const m = new InformalMessenger({ ...fixed, clearChainIdNamespace: true })
    const message = await m.createMessage({
      accountAddress: '<<AccountAddress>>',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(message.toString().split('\n')).toEqual([
      'app.example.com wants you to sign in with your Bitcoin account:',
      '<<AccountAddress>>',
      '',
      'URI: https://app.example.com/',
      'Version: 1',
      'Chain ID: 000000000019d6689c085ae165831e93',
      'Nonce: n0nce1234',
      `Issued At: ${message.issuedAt}`,
    ])
  })
})

describe('DefaultMessenger', () => {
  it('writes EIP-4361 for eip155 chains and the informal text for the others', async () => {
    const m = new DefaultMessenger(fixed)
    m.setup(siwxTestContext([solana]))
    const evm = await m.createMessage({ accountAddress: '<<AccountAddress>>', chainId: 'eip155:137' })
    expect(evm.toString()).toContain('wants you to sign in with your Ethereum account:\n<<AccountAddress>>\n')
    expect(evm.toString()).toContain('\nChain ID: 137\n')
    const sol = await m.createMessage({ accountAddress: solanaAddress, chainId: SOLANA })
    expect(sol.toString()).toContain('sign in with your Solana Mainnet account:')
    expect(sol.toString()).toContain(`\nChain ID: ${SOLANA}\n`)
  })
})
