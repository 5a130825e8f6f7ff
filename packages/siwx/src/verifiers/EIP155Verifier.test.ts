import { type CaipNetwork, fromViemChain, type SIWXSession } from '@gangway/core'
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  http,
  type LocalAccount,
  serializeErc6492Signature,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EIP4361Messenger } from '../messengers/EIP4361Messenger.ts'
import { signSession } from '../test/signSession.ts'
import {
  devAccount,
  SITE_DOMAIN,
  siwxTestContext,
  smartWallets,
  startSiwxDevnet,
  walletFactoryAbi,
} from '../test/siwxTestContext.ts'
import { EIP155Verifier } from './EIP155Verifier.ts'

const CHAIN = 'eip155:31337' as const
const owner = devAccount(0)
const stranger = devAccount(1)
let devnet: Awaited<ReturnType<typeof startSiwxDevnet>>
beforeAll(async () => {
  devnet = await startSiwxDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

function verifier(networks: readonly CaipNetwork[] = [devnet.network]) {
  const v = new EIP155Verifier()
  v.setup(siwxTestContext(networks))
  return v
}

async function session(address: Address, signer: LocalAccount): Promise<SIWXSession> {
  const messenger = new EIP4361Messenger({ statement: 'Sign in to the test site' })
  messenger.setup(siwxTestContext([devnet.network]))
  return signSession(await messenger.createMessage({ accountAddress: address, chainId: CHAIN }), signer)
}

const client = () => createPublicClient({ chain: devnet.network as never, transport: http() })

describe('EIP155Verifier on the devnet', () => {
  it('accepts an EOA signature', async () => {
    expect(await verifier().check(await session(owner.address, owner))).toEqual({ valid: true })
    expect(await verifier().verify(await session(owner.address, owner))).toBe(true)
  })

  it('accepts a deployed contract wallet (ERC-1271) signed by its owner', async () => {
    const wallet = smartWallets.wallet.address
    expect(await client().getCode({ address: wallet })).toMatch(/^0x.+/)
    expect(await verifier().check(await session(wallet, owner))).toEqual({ valid: true })
  })

  it('accepts a counterfactual contract wallet (ERC-6492: factory + createAccount calldata + owner signature)', async () => {
    const salt = 7n
    const wallet = await client().readContract({
      address: smartWallets.factory,
      abi: walletFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })
    expect(await client().getCode({ address: wallet })).toBeUndefined()
    const signed = await session(wallet, owner)
    const erc6492 = serializeErc6492Signature({
      address: smartWallets.factory,
      data: encodeFunctionData({ abi: walletFactoryAbi, functionName: 'createAccount', args: [owner.address, salt] }),
      signature: signed.signature as `0x${string}`,
    })
    expect(await verifier().check({ ...signed, signature: erc6492 })).toEqual({ valid: true })
    // verifying simulates the deployment; nothing is deployed
    expect(await client().getCode({ address: wallet })).toBeUndefined()
    // the bare owner signature is not the (undeployed) wallet's
    expect(await verifier().check(signed)).toMatchObject({ valid: false, code: 'SIWX_INVALID_SIGNATURE' })
  })

  it('refuses the signature of another address (EOA and contract wallet)', async () => {
    expect(await verifier().check(await session(owner.address, stranger))).toMatchObject({
      valid: false,
      code: 'SIWX_INVALID_SIGNATURE',
    })
    expect(await verifier().check(await session(smartWallets.wallet.address, stranger))).toMatchObject({
      valid: false,
      code: 'SIWX_INVALID_SIGNATURE',
    })
  })

  it('refuses a message changed after signing, even when the data is changed to match', async () => {
    const signed = await session(owner.address, owner)
    const message = signed.message.replace('Sign in to the test site', 'Sign in to the test site and pay')
    expect(await verifier().check({ ...signed, message })).toMatchObject({ code: 'SIWX_INVALID_MESSAGE' })
    const data = { ...signed.data, statement: 'Sign in to the test site and pay' }
    expect(await verifier().check({ ...signed, data, message })).toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
    expect(await verifier().check({ ...signed, signature: 'not hex' })).toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
    })
  })

  it('answers false with a reason, not a crash, when the site has no network for the chain or no domain', async () => {
    const signed = await session(owner.address, owner)
    expect(await verifier([]).check(signed)).toEqual({
      valid: false,
      code: 'SIWX_CHAIN_UNSUPPORTED',
      reason: 'No network eip155:31337 to verify the signature on',
    })
    expect(await new EIP155Verifier().verify(signed)).toBe(false)
    expect(await new EIP155Verifier().check(signed)).toMatchObject({ code: 'SIWX_DOMAIN_NOT_ALLOWED' })
    expect(await new EIP155Verifier({ domain: 'other.example' }).check(signed)).toMatchObject({
      code: 'SIWX_DOMAIN_NOT_ALLOWED',
    })
    expect(await new EIP155Verifier({ domain: SITE_DOMAIN }).check(signed)).toMatchObject({
      code: 'SIWX_CHAIN_UNSUPPORTED',
    })
  })

  it('a contract wallet cannot be checked while the RPC is down: a transient failure; an EOA still verifies offline', async () => {
    const down = fromViemChain(
      defineChain({
        id: 31337,
        name: 'Down',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
      }),
    )
    expect(await verifier([down]).check(await session(smartWallets.wallet.address, owner))).toMatchObject({
      valid: false,
      code: 'SIWX_UNAVAILABLE',
      transient: true,
    })
    expect(await verifier([down]).check(await session(owner.address, owner))).toEqual({ valid: true })
  })
})
