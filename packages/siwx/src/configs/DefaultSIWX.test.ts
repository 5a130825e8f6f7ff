import type { SIWXMessage, SIWXSession } from '@gangway/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SIWXMessenger } from '../core/SIWXMessenger.ts'
import { SIWXSigner } from '../core/SIWXSigner.ts'
import { EIP4361Messenger } from '../messengers/EIP4361Messenger.ts'
import { SIWXError } from '../SIWXError.ts'
import { LocalStorage } from '../storages/LocalStorage.ts'
import { MemoryStorage } from '../test/memoryStorage.ts'
import { signSession } from '../test/signSession.ts'
import { devAccount, SITE_URL, siwxTestContext, smartWallets, startSiwxDevnet } from '../test/siwxTestContext.ts'
import { EIP155Verifier } from '../verifiers/EIP155Verifier.ts'
import { DefaultSIWX } from './DefaultSIWX.ts'

const CHAIN = 'eip155:31337' as const
const KEY = '@gangway/siwx'
const owner = devAccount(0)
const stranger = devAccount(1)
const minute = 60_000
const iso = (offset: number) => new Date(Date.now() + offset).toISOString()

let devnet: Awaited<ReturnType<typeof startSiwxDevnet>>
beforeAll(async () => {
  devnet = await startSiwxDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

/** DefaultSIWX as a site sets it up, on a Storage that survives a "reload". */
function kit(params: ConstructorParameters<typeof DefaultSIWX>[0] = {}, backend = new MemoryStorage()) {
  const config = new DefaultSIWX({ storage: new LocalStorage({ storage: backend }), ...params })
  config.setup(siwxTestContext([devnet.network]))
  return { config, backend, stored: () => JSON.parse(backend.getItem(KEY) ?? '[]') as SIWXSession[] }
}

async function signIn(config: DefaultSIWX, input: Partial<SIWXMessage.Input> = {}, signer = owner) {
  const message = await config.createMessage({ accountAddress: signer.address, chainId: CHAIN, ...input })
  return signSession(message, signer)
}

async function expectRefused(k: ReturnType<typeof kit>, session: SIWXSession, code: string) {
  const error = await k.config.addSession(session).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SIWXError)
  expect(error).toMatchObject({ message: 'The signature is not valid', code })
  expect(k.backend.getItem(KEY)).toBeNull()
  expect(await k.config.getSessions(CHAIN, session.data.accountAddress)).toEqual([])
}

describe('DefaultSIWX end to end (LocalStorage, devnet)', () => {
  it('signs in an EOA: stored, listed, still listed after a reload, revoked on sign-out', async () => {
    const first = kit()
    const session = await signIn(first.config)
    expect(session.message).toMatch(/^app\.example\.com wants you to sign in with your Ethereum account:\n/)
    await first.config.addSession(session)
    expect(first.stored()).toEqual([session])
    expect(await first.config.getSessions(CHAIN, owner.address)).toEqual([session])
    expect(await first.config.getSessions(CHAIN, owner.address.toLowerCase())).toEqual([session])
    expect(await first.config.getSessions('eip155:31338', owner.address)).toEqual([])

    const reloaded = kit({}, first.backend)
    expect(await reloaded.config.getSessions(CHAIN, owner.address)).toEqual([session])
    await reloaded.config.revokeSession(CHAIN, owner.address)
    expect(reloaded.stored()).toEqual([])
  })

  it('signs in a deployed contract wallet (ERC-1271)', async () => {
    const k = kit()
    const message = await k.config.createMessage({ accountAddress: smartWallets.wallet.address, chainId: CHAIN })
    const session = await signSession(message, owner)
    await k.config.addSession(session)
    expect(await k.config.getSessions(CHAIN, smartWallets.wallet.address)).toEqual([session])
  })

  it('defaults: required, signs out on disconnect, the wallet signs (no signMessage); all can be set', async () => {
    const { config } = kit()
    expect(config.getRequired()).toBe(true)
    expect(config.signOutOnDisconnect).toBe(true)
    expect(config.signMessage).toBeUndefined()
    class AccountSigner extends SIWXSigner {
      signMessage(message: string) {
        return owner.signMessage({ message })
      }
    }
    const custom = kit({ required: false, signOutOnDisconnect: false, signer: new AccountSigner() }).config
    expect(custom.getRequired()).toBe(false)
    expect(custom.signOutOnDisconnect).toBe(false)
    const message = await custom.createMessage({ accountAddress: owner.address, chainId: CHAIN })
    const signature = await custom.signMessage?.({
      message: message.toString(),
      chainId: CHAIN,
      accountAddress: owner.address,
    })
    await custom.addSession({
      data: JSON.parse(JSON.stringify(message)),
      message: message.toString(),
      signature: signature as string,
    })
    expect(await custom.getSessions(CHAIN, owner.address)).toHaveLength(1)
  })
})

describe('DefaultSIWX refuses every bad session and stores nothing', () => {
  const messenger = (params: SIWXMessenger.ConstructorParams) => new EIP4361Messenger(params)

  it('a message for another domain', async () => {
    const k = kit({ messenger: messenger({ domain: 'evil.example', uri: 'https://evil.example/' }) })
    await expectRefused(k, await signIn(k.config), 'SIWX_DOMAIN_NOT_ALLOWED')
  })

  it("a URI that is not on the site's domain", async () => {
    const k = kit({ messenger: messenger({ domain: 'app.example.com', uri: 'https://evil.example/login' }) })
    await expectRefused(k, await signIn(k.config), 'SIWX_DOMAIN_NOT_ALLOWED')
  })

  it('another chain in the data than in the text', async () => {
    const k = kit()
    const session = await signIn(k.config)
    await expectRefused(k, { ...session, data: { ...session.data, chainId: 'eip155:31338' } }, 'SIWX_INVALID_MESSAGE')
  })

  it('a chain the site has no network for', async () => {
    const k = kit()
    await expectRefused(k, await signIn(k.config, { chainId: 'eip155:1' }), 'SIWX_CHAIN_UNSUPPORTED')
  })

  it('a namespace no verifier handles', async () => {
    const k = kit({ messenger: messenger({}), verifiers: [] })
    await expectRefused(k, await signIn(k.config), 'SIWX_CHAIN_UNSUPPORTED')
  })

  it('an expired message', async () => {
    const k = kit({ messenger: messenger({ expiration: minute }) })
    await expectRefused(k, await signIn(k.config, { notBefore: iso(-2 * minute) }), 'SIWX_EXPIRED')
  })

  it('a message not valid yet (notBefore ahead)', async () => {
    const k = kit()
    await expectRefused(k, await signIn(k.config, { notBefore: iso(60 * minute) }), 'SIWX_NOT_YET_VALID')
  })

  it('a message issued in the future (beyond the 60 s clock skew)', async () => {
    const k = kit({ verifiers: [new EIP155Verifier({ now: () => Date.now() - 10 * minute })] })
    await expectRefused(k, await signIn(k.config), 'SIWX_NOT_YET_VALID')
  })

  it('a reused nonce (the second add of the same session), and a nonce this config never issued', async () => {
    const k = kit()
    const session = await signIn(k.config)
    await k.config.addSession(session)
    await expect(k.config.addSession(session)).rejects.toMatchObject({ code: 'SIWX_NONCE_INVALID' })
    expect(k.stored()).toEqual([session])

    const elsewhere = kit()
    await expectRefused(elsewhere, await signIn(kit().config), 'SIWX_NONCE_INVALID')
  })

  it('a failed attempt uses up its nonce', async () => {
    const k = kit()
    const session = await signIn(k.config, {}, owner)
    await expectRefused(
      k,
      { ...session, signature: (await signIn(kit().config, {}, stranger)).signature },
      'SIWX_INVALID_SIGNATURE',
    )
    await expectRefused(k, session, 'SIWX_NONCE_INVALID')
  })

  it('a tampered message (text changed after signing, data changed to match)', async () => {
    const k = kit({ messenger: messenger({ statement: 'Sign in' }) })
    const session = await signIn(k.config)
    await expectRefused(
      k,
      {
        ...session,
        message: session.message.replace('Sign in', 'Sign in and approve'),
        data: { ...session.data, statement: 'Sign in and approve' },
      },
      'SIWX_INVALID_SIGNATURE',
    )
  })

  it('the signature of another address', async () => {
    const k = kit()
    const message = await k.config.createMessage({ accountAddress: owner.address, chainId: CHAIN })
    await expectRefused(k, await signSession(message, stranger), 'SIWX_INVALID_SIGNATURE')
  })

  const full = () =>
    messenger({
      statement: 'Sign in',
      resources: ['https://app.example.com/terms'],
      expiration: 60 * minute,
      getRequestId: async () => 'request-1',
    })
  it.each<[string, Partial<SIWXMessage.Data>]>([
    ['address', { accountAddress: stranger.address }],
    ['domain', { domain: 'evil.example' }],
    ['uri', { uri: `${SITE_URL}?x=1` }],
    ['version', { version: '2' }],
    ['nonce', { nonce: 'someOtherNonce1' }],
    ['statement', { statement: 'Sign in and approve' }],
    ['statement (dropped)', { statement: undefined }],
    ['resources', { resources: ['https://app.example.com/other'] }],
    ['requestId', { requestId: 'request-2' }],
    ['issuedAt', { issuedAt: iso(-minute) }],
    ['expirationTime', { expirationTime: iso(120 * minute) }],
    ['notBefore', { notBefore: iso(-30 * minute) }],
  ])('a field of the data that differs from the text: %s', async (_, change) => {
    const k = kit({ messenger: full() })
    const session = await signIn(k.config, { notBefore: iso(-minute) })
    // the nonce of the data must still be one this config issued, so the field check is what refuses it
    const data = { ...session.data, ...change }
    if (change.nonce)
      data.nonce = (await k.config.createMessage({ accountAddress: owner.address, chainId: CHAIN })).nonce
    await expectRefused(k, { ...session, data }, 'SIWX_INVALID_MESSAGE')
  })
})

describe('DefaultSIWX sessions in storage', () => {
  it('getSessions drops invalid stored sessions (and only them) from the storage', async () => {
    const k = kit()
    const good = await signIn(k.config)
    const forged = { ...(await signIn(k.config)), signature: (await signIn(kit().config, {}, stranger)).signature }
    k.backend.setItem(KEY, JSON.stringify([good, forged]))
    expect(await k.config.getSessions(CHAIN, owner.address)).toEqual([good])
    expect(k.stored()).toEqual([good])
  })

  it('keeps, but does not return, a contract-wallet session that cannot be checked while the chain is down', async () => {
    const k = kit()
    const wallet = smartWallets.wallet.address
    const session = await signSession(await k.config.createMessage({ accountAddress: wallet, chainId: CHAIN }), owner)
    await k.config.addSession(session)
    const offline = new DefaultSIWX({ storage: new LocalStorage({ storage: k.backend }) })
    const down = { ...devnet.network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    offline.setup(siwxTestContext([down]))
    expect(await offline.getSessions(CHAIN, wallet)).toEqual([])
    expect(k.stored()).toEqual([session])
    expect(await k.config.getSessions(CHAIN, wallet)).toEqual([session])
  })

  it('setSessions verifies every session (no nonce check) and keeps the old ones when one is invalid', async () => {
    const k = kit()
    const a = await signIn(kit().config)
    const b = await signIn(kit().config)
    await k.config.setSessions([a, b])
    expect(k.stored()).toEqual([a, b])
    const forged = { ...b, signature: a.signature }
    await expect(k.config.setSessions([forged])).rejects.toMatchObject({
      message: 'The signature is not valid',
      code: 'SIWX_INVALID_SIGNATURE',
    })
    expect(k.stored()).toEqual([a, b])
    await k.config.setSessions([])
    expect(k.stored()).toEqual([])
  })
})
