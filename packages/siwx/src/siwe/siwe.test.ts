import type { SIWECreateMessageArgs } from '@gangway/core'
import { createPublicClient, encodeFunctionData, http, serializeErc6492Signature } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccount, smartWallets, startSiwxDevnet, walletFactoryAbi } from '../test/siwxTestContext.ts'
import {
  formatMessage,
  getAddressFromMessage,
  getChainIdFromMessage,
  getDidAddress,
  getDidChainId,
  verifySignature,
} from './index.ts'

/**
 * `@gangway/siwx/siwe` as AppKit's SIWE docs use it: the client's `createMessage` with `formatMessage`, the
 * backend's `getAddressFromMessage` / `getChainIdFromMessage` / `verifySignature` — on the devnet for the
 * contract wallets (through its RPC as `rpcUrl`; a site's backend uses the Gangway server's proxy).
 */
const owner = devAccount(0)
const stranger = devAccount(1)
let devnet: Awaited<ReturnType<typeof startSiwxDevnet>>
let rpcUrl: string
beforeAll(async () => {
  devnet = await startSiwxDevnet()
  rpcUrl = devnet.network.rpcUrls.default.http[0] as string
}, 60_000)
afterAll(() => devnet?.stop())

const args = (address: string, chainId = 31337): SIWECreateMessageArgs => ({
  address: `did:pkh:eip155:${chainId}:${address}`,
  chainId,
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  nonce: 'Qx7f0rE9kP2mZbYw',
  version: '1',
  statement: 'Please sign with your account',
  iat: '2026-01-02T03:04:05.000Z',
})
/** What AppKit's docs write: `createMessage: ({ address, ...args }) => formatMessage(args, address)`. */
const createMessage = ({ address, ...rest }: SIWECreateMessageArgs) => formatMessage(rest, address)

describe('SIWE helpers (AppKit legacy API)', () => {
  it('formatMessage writes the EIP-4361 text for a did:pkh issuer (address checksummed)', () => {
    const message = createMessage(args(owner.address.toLowerCase()))
    expect(message).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        owner.address,
        '',
        'Please sign with your account',
        '',
        'URI: https://app.example.com',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: Qx7f0rE9kP2mZbYw',
        'Issued At: 2026-01-02T03:04:05.000Z',
      ].join('\n'),
    )
    expect(getDidAddress(`did:pkh:eip155:1:${owner.address}`)).toBe(owner.address)
    expect(getDidChainId(`did:pkh:eip155:1:${owner.address}`)).toBe('1')
  })

  it('formatMessage refuses what is no SIWE message: a non-did issuer, a Solana issuer, a bad nonce or time', () => {
    const { address: _, ...rest } = args(owner.address)
    expect(() => formatMessage(rest, owner.address)).toThrow(/no did:pkh issuer/)
    expect(() => formatMessage(rest, 'did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc')).toThrow(/eip155 only/)
    expect(() => formatMessage({ ...rest, nonce: 'short' }, `did:pkh:eip155:1:${owner.address}`)).toThrow(/nonce/i)
    expect(() => formatMessage({ ...rest, iat: 'yesterday' }, `did:pkh:eip155:1:${owner.address}`)).toThrow(/iat/)
  })

  it("the backend reads the signer's address and CAIP-2 chain and verifies an EOA's signature", async () => {
    const message = createMessage(args(owner.address))
    const signature = await owner.signMessage({ message })
    expect(getAddressFromMessage(message)).toBe(owner.address)
    expect(getChainIdFromMessage(message)).toBe('eip155:31337')
    const check = (over: Partial<Parameters<typeof verifySignature>[0]> = {}) =>
      verifySignature({
        address: owner.address,
        message,
        signature,
        chainId: 'eip155:31337',
        projectId: 'local',
        rpcUrl,
        ...over,
      })
    expect(await check()).toBe(true)
    // no chain needed for an EOA: an unreachable server still answers
    expect(await check({ rpcUrl: undefined, apiUrl: 'http://127.0.0.1:9' })).toBe(true)
    expect(await check({ message: message.replace('31337', '1') })).toBe(false)
    expect(await check({ address: stranger.address })).toBe(false)
    expect(await check({ signature: await stranger.signMessage({ message }) })).toBe(false)
    expect(await check({ signature: 'not hex' })).toBe(false)
    expect(await check({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe(false)
    expect(() => getAddressFromMessage('hello')).toThrow(/no address/)
    expect(() => getChainIdFromMessage('hello')).toThrow(/no Chain ID/)
  })

  it('verifies a deployed contract wallet (ERC-1271) and a counterfactual one (ERC-6492) through the chain', async () => {
    const wallet = smartWallets.wallet.address
    const message = createMessage(args(wallet))
    const signature = await owner.signMessage({ message })
    const base = { message, chainId: 'eip155:31337', projectId: 'local', rpcUrl }
    expect(await verifySignature({ ...base, address: wallet, signature })).toBe(true)
    expect(
      await verifySignature({ ...base, address: wallet, signature: await stranger.signMessage({ message }) }),
    ).toBe(false)
    // the chain is needed for a contract wallet: unreachable → false, never a throw
    expect(await verifySignature({ ...base, rpcUrl: 'http://127.0.0.1:9', address: wallet, signature })).toBe(false)

    const client = createPublicClient({ transport: http(rpcUrl) })
    const salt = 11n
    const future = await client.readContract({
      address: smartWallets.factory,
      abi: walletFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })
    const later = createMessage(args(future))
    const erc6492 = serializeErc6492Signature({
      address: smartWallets.factory,
      data: encodeFunctionData({ abi: walletFactoryAbi, functionName: 'createAccount', args: [owner.address, salt] }),
      signature: await owner.signMessage({ message: later }),
    })
    expect(await verifySignature({ ...base, message: later, address: future, signature: erc6492 })).toBe(true)
    expect(await client.getCode({ address: future })).toBeUndefined()
  })
})
