import { ApiRequestError, fromViemChain, type SIWXContext } from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import { randomSolanaAccount, SITE_A, type SiwxHarness, startSiwxHarness } from '@gangway/server/testing/siwx'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GangwayAuthentication } from './GangwayAuthentication.ts'

let chains: Awaited<ReturnType<typeof startTestChains>>
let h: SiwxHarness
beforeAll(async () => {
  chains = await startTestChains([31337])
  const rpc = chains.chains[0]?.rpcUrls.default.http[0] as string
  h = await startSiwxHarness({ kind: 'pglite', dataDir: undefined }, { 'eip155:31337': rpc })
}, 60_000)
afterAll(async () => {
  await h?.close()
  await chains?.stop()
})

/** The config as a kit sets it up on SITE_A's page: the harness server, storage in a map, the page's Origin. */
function setUp(params: GangwayAuthentication.ConstructorParams = {}) {
  const stored = new Map<string, string>()
  const siwx = new GangwayAuthentication({
    statement: 'Sign in to the test site',
    ...params,
    // a page's fetch sends its Origin; Node's does not, so the test adds SITE_A's
    fetch: (url, init) => fetch(url, { ...init, headers: { ...(init?.headers ?? {}), origin: SITE_A.origin } }),
  })
  const context: SIWXContext = {
    projectId: SITE_A.id,
    apiUrl: h.url,
    networks: chains.chains.map((c) => fromViemChain(c)),
    metadata: { name: 'Site A', description: '', url: `${SITE_A.origin}/login`, icons: [] },
    authTokens: {
      get: (name) => stored.get(name),
      set: (name, token) => (token === undefined ? stored.delete(name) : stored.set(name, token)),
    },
    clientId: () => 'client-1',
    walletInfo: () => undefined,
  }
  siwx.setup(context)
  return { siwx, stored }
}

/** A visitor signs a fresh message of the config (the nonce comes from the server). */
async function signed(siwx: GangwayAuthentication, account = privateKeyToAccount(generatePrivateKey())) {
  const data = await siwx.createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
  const message = data.toString()
  return { account, session: { data, message, signature: await account.signMessage({ message }) } }
}

describe('GangwayAuthentication (sessions on the Gangway server)', () => {
  it('signs in with the server: EIP-4361 message with the server nonce, token kept, listed, checked, revoked', async () => {
    const { siwx, stored } = setUp()
    const { account, session } = await signed(siwx)
    expect(session.message).toContain(`${SITE_A.domain} wants you to sign in with your Ethereum account:`)
    expect(session.message).toContain('Sign in to the test site')
    const changes: unknown[] = []
    siwx.on('sessionChanged', (s) => changes.push(s?.data.accountAddress))

    await siwx.addSession(session)
    expect(changes).toEqual([account.address])
    const token = siwx.getToken('eip155:31337', account.address) as string
    expect(token).toMatch(/.{20,}/)
    expect([...stored.keys()]).toEqual(['siwx'])

    const sessions = await siwx.getSessions('eip155:31337', account.address.toLowerCase())
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ message: session.message, signature: session.signature })
    expect(await siwx.getSessions('eip155:31338', account.address)).toEqual([])
    expect(await siwx.getSessionAccount()).toMatchObject({
      data: { accountAddress: account.address },
      // AppKit's ReownAuthentication.SessionAccount fields
      address: account.address,
      chainId: 31337,
      chainNamespace: 'eip155',
      caip2Network: 'eip155:31337',
      iss: `did:pkh:eip155:31337:${account.address}`,
      exp: expect.any(Number),
    })
    // the site's backend: one call with the token
    expect((await h.call('GET', '/siwx/v1/me', { origin: null, token })).status).toBe(200)

    await siwx.revokeSession('eip155:31337', account.address)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
    expect(siwx.getToken('eip155:31337', account.address)).toBeUndefined()
    expect((await h.call('GET', '/siwx/v1/me', { origin: null, token })).status).toBe(401)
    expect(changes).toEqual([account.address, undefined])
  })

  it('a refused sign-in throws the server error and keeps nothing: replay, tampered text, another signer', async () => {
    const { siwx, stored } = setUp()
    const { session } = await signed(siwx)
    await siwx.addSession(session)
    await siwx.revokeSession(session.data.chainId, session.data.accountAddress)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ status: 400, code: 'SIWX_NONCE_INVALID' })

    const fresh = await signed(siwx)
    const tampered = { ...fresh.session, message: fresh.session.message.replace('Sign in to', 'Pay') }
    await expect(siwx.addSession(tampered)).rejects.toBeInstanceOf(ApiRequestError)
    const other = privateKeyToAccount(generatePrivateKey())
    const forged = { ...fresh.session, signature: await other.signMessage({ message: fresh.session.message }) }
    await expect(siwx.addSession(forged)).rejects.toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
    expect(stored.size).toBe(0)
  })

  it('setSessions([]) signs out everywhere; a token the server forgot is dropped; required and signOutOnDisconnect', async () => {
    const { siwx, stored } = setUp({ required: false, signOutOnDisconnect: false })
    expect(siwx.getRequired()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(false)
    const a = await signed(siwx)
    const b = await signed(siwx)
    await siwx.addSession(a.session)
    await siwx.addSession(b.session)
    const tokenA = siwx.getToken('eip155:31337', a.account.address) as string
    await siwx.setSessions([])
    expect(stored.size).toBe(0)
    expect((await h.call('GET', '/siwx/v1/me', { origin: null, token: tokenA })).status).toBe(401)

    stored.set('siwx', JSON.stringify({ tokens: { [`eip155:31337:${a.account.address.toLowerCase()}`]: 'forged' } }))
    expect(await siwx.getSessions('eip155:31337', a.account.address)).toEqual([])
    expect(stored.size).toBe(0)
    await expect(siwx.getSessionAccount()).rejects.toThrow('Not authenticated')
  })

  it('signs in with Solana: the informal text with the server nonce, verified by the server, token per exact address', async () => {
    const { siwx, stored } = setUp()
    const chainId = 'solana:GangwayLoca1So1anaChain111111111' as const
    // a real ed25519 key (Node's), signing base58 as a Solana wallet does
    const account = randomSolanaAccount()
    const data = await siwx.createMessage({ chainId, accountAddress: account.address })
    const message = data.toString()
    expect(message.split('\n').slice(0, 2)).toEqual([
      `${SITE_A.domain} wants you to sign in with your Solana account:`,
      account.address,
    ])
    expect(message).toContain(`Chain ID: ${chainId}`)
    await siwx.addSession({ data, message, signature: account.signMessage(message) })
    const token = siwx.getToken(chainId, account.address) as string
    expect(token).toMatch(/.{20,}/)
    // base58 is case-sensitive: no token, no session for another case
    expect(siwx.getToken(chainId, account.address.toLowerCase())).toBeUndefined()
    const sessions = await siwx.getSessions(chainId, account.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data.accountAddress).toBe(account.address)
    expect((await siwx.getSessionAccount()).data.chainId).toBe(chainId)
    expect((await h.call('GET', '/siwx/v1/me', { origin: null, token })).status).toBe(200)
    // another account's signature is refused by the server, nothing kept
    const fresh = await siwx.createMessage({ chainId, accountAddress: account.address })
    const forged = {
      data: fresh,
      message: fresh.toString(),
      signature: randomSolanaAccount().signMessage(fresh.toString()),
    }
    await expect(siwx.addSession(forged)).rejects.toMatchObject({ status: 400, code: 'SIWX_INVALID_SIGNATURE' })
    await siwx.revokeSession(chainId, account.address)
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
    expect((await h.call('GET', '/siwx/v1/me', { origin: null, token })).status).toBe(401)
    expect(stored.size).toBe(0)
  })
})
