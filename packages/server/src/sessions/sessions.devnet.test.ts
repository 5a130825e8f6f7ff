import { DEV_PAYMASTER_SIGNER_KEY } from '@gangway/devnet'
import { devnetSmartAccounts } from '@gangway/devnet/serverConfig'
import { sharedTestSmartChains } from '@gangway/devnet/sharedSmartChains'
import { sessionRevokeMessage } from '@gangway/protocol'
import { GangwayScopeKind, gangwayAccountAbi, toGangwaySmartAccount } from '@gangway/protocol/smart-account'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseGwei,
  stringToHex,
  toHex,
} from 'viem'
import { createBundlerClient, entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmartChainConfig } from '../config/loadSmartAccounts.ts'
import { type AuthHarness, startAuthHarness } from '../test/authHarness.ts'
import { handleOpsDirect } from '../test/handleOpsDirect.ts'
import { parseGrantRequest } from './parseGrantRequest.ts'
import { sessionStore } from './sessionStore.ts'

/**
 * Session permissions end to end on a real anvil chain with the smart-account contracts and a real alto
 * bundler, a real server (PGlite) with an e-mail-logged-in embedded wallet whose preferred account is its
 * smart account: `wallet_grantPermissions` through the embedded RPC, the session key using it through the
 * bundler, and — for every refusal — the same user operation submitted straight to the EntryPoint's
 * `handleOps` by an EOA, so the chain itself (not our code, not the bundler) is seen refusing it (AA24).
 */
const CHAIN_ID = 31337
let fixture: Awaited<ReturnType<typeof sharedTestSmartChains>>
let chain: Chain
let h: AuthHarness
let client: PublicClient
let entryPoint: Address
let bundlerUrl: string
beforeAll(async () => {
  fixture = await sharedTestSmartChains()
  chain = fixture.chains.find((c) => c.id === CHAIN_ID) as Chain
  const rpcUrl = chain.rpcUrls.default.http[0] as string
  bundlerUrl = fixture.bundlerUrls[CHAIN_ID] as string
  const smartChains = devnetSmartAccounts({ [CHAIN_ID]: bundlerUrl }) as Record<string, SmartChainConfig>
  entryPoint = smartChains[`eip155:${CHAIN_ID}`]?.entryPoint as Address
  client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 }) as PublicClient
  h = await startAuthHarness(
    { kind: 'pglite', dataDir: undefined },
    {
      config: {
        rpcUpstreams: { [`eip155:${CHAIN_ID}`]: rpcUrl },
        rpcRetries: 0,
        smartAccounts: { chains: smartChains, paymasterSignerKey: DEV_PAYMASTER_SIGNER_KEY },
      },
      smart: { pollingIntervalMs: 50 },
    },
  )
}, 180_000)
afterAll(async () => {
  await h?.close()
  await fixture?.stop()
})

const fund = (address: Address, eth = '1') =>
  createTestClient({ mode: 'anvil', chain, transport: http(chain.rpcUrls.default.http[0]) }).setBalance({
    address,
    value: parseEther(eth),
  })

/** An e-mail login whose embedded RPC this test calls as the frame does. */
async function embeddedWallet() {
  const { device, session } = await h.login(`sessions-${Math.random().toString(36).slice(2)}@example.com`)
  const rpc = async (method: string, params: unknown[]) => {
    const res = await h.call('/auth/v1/rpc', { method, params, chainId: CHAIN_ID }, h.authed(session.token, device))
    return { status: res.status, result: res.body.result as never, code: res.body.code, message: res.body.message }
  }
  const [smart] = (await rpc('eth_accounts', [])).result as Address[]
  if (!smart) throw new Error('no smart account')
  return { rpc, smart, eoa: session.address }
}

/** AppKit's request: EntryPoint.depositTo (payable) and plain transfers to `payee`, `allowance` wei in all. */
const grantRequest = (key: PrivateKeyAccount, payee: Address, allowance: bigint) => ({
  chainId: toHex(CHAIN_ID),
  expiry: Math.floor(Date.now() / 1000) + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
  permissions: [
    {
      type: 'contract-call',
      data: { address: entryPoint, abi: entryPoint07Abi, functions: [{ functionName: 'depositTo' }] },
    },
    {
      type: 'contract-call',
      data: {
        address: payee,
        abi: [{ type: 'receive', stateMutability: 'payable' }],
        functions: [{ functionName: 'receive' }],
      },
    },
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: toHex(allowance), start: Math.floor(Date.now() / 1000) + 1, period: 86_400 },
    },
  ],
  policies: [],
})

/** Alto's own price (viem's default doubles the chain's estimate, which grows fees on a quiet chain). */
async function bundlerFees(url: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pimlico_getUserOperationGasPrice', params: [] }),
  })
  const { result } = (await res.json()) as { result: { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } } }
  return {
    maxFeePerGas: BigInt(result.fast.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(result.fast.maxPriorityFeePerGas),
  }
}

/** The account as the session key signs for it (what `toGangwaySessionAccount` builds for a site). */
async function sessionAccount(address: Address, key: PrivateKeyAccount) {
  const account = await toGangwaySmartAccount({
    client,
    entryPoint,
    factory: '0x0000000000000000000000000000000000000000',
    address,
    signer: key,
  })
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(bundlerUrl),
    pollingInterval: 50,
    userOperation: { estimateFeesPerGas: () => bundlerFees(bundlerUrl) },
  })
  const submitterKey = privateKeyToAccount(generatePrivateKey())
  await fund(submitterKey.address)
  const submitter = createWalletClient({ account: submitterKey, chain, transport: http(chain.rpcUrls.default.http[0]) })
  type Call = { to: Address; value?: bigint; data?: Hex }
  return {
    /** Through the bundler (the session path's verification gas given, as the site helper does). */
    send: async (calls: Call[]) => {
      const hash = await bundler.sendUserOperation({ calls, verificationGasLimit: 200_000n })
      return (await bundler.waitForUserOperationReceipt({ hash })).success
    },
    /** Straight to EntryPoint.handleOps from an EOA (the submitter, who is the beneficiary): the chain's own verdict. */
    direct: (calls: Call[], gas?: Parameters<typeof handleOpsDirect>[0]['gas']) =>
      handleOpsDirect({ publicClient: client, submitter, account, calls, ...(gas ? { gas } : {}) }),
  }
}

const deposit = (beneficiary: Address, value: bigint) => ({
  to: entryPoint,
  value,
  data: encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [beneficiary] }),
})
const deposited = (beneficiary: Address) =>
  client.readContract({ address: entryPoint, abi: entryPoint07Abi, functionName: 'balanceOf', args: [beneficiary] })
const onChain = (account: Address, key: Address) =>
  client.readContract({ address: account, abi: gangwayAccountAbi, functionName: 'sessions', args: [key] })

/** Room for the test's values plus the gas of the operations the account pays for its key (counted on-chain). */
const ALLOWANCE = parseEther('0.05')

describe('session permissions on the devnet (anvil + alto)', () => {
  it('grant → the key calls what was granted; outside the scope, over the limit (gas included) and after wallet_revokePermissions the chain refuses (AA24)', async () => {
    const { rpc, smart } = await embeddedWallet()
    const key = privateKeyToAccount(generatePrivateKey())
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const request = grantRequest(key, payee, ALLOWANCE)

    const granted = await rpc('wallet_grantPermissions', [request])
    expect(granted.status, JSON.stringify(granted)).toBe(200)
    const answer = granted.result as { chainId: Hex; address: Address; expiry: number; context: string }
    expect(answer).toMatchObject({ chainId: '0x7a69', address: smart, expiry: request.expiry })
    expect(answer.context).toMatch(/^[0-9a-f-]{36}$/)
    // the scope is the account's own state now: a version-2 account
    const [validUntil, , spendLimit, spent] = await onChain(smart, key.address)
    expect([validUntil, spendLimit, spent]).toEqual([request.expiry, ALLOWANCE, 0n])
    expect(await client.readContract({ address: smart, abi: gangwayAccountAbi, functionName: 'VERSION' })).toBe(2n)

    // the session key's operations are paid from the account: their maximum gas cost counts against the allowance
    await fund(smart)
    const session = await sessionAccount(smart, key)
    const beneficiary = privateKeyToAccount(generatePrivateKey()).address
    expect(await session.send([deposit(beneficiary, 300n)])).toBe(true)
    expect(await deposited(beneficiary)).toBe(300n)
    expect(await session.send([{ to: payee, value: 200n }])).toBe(true)
    expect(await client.getBalance({ address: payee })).toBe(200n)
    const afterTwo = (await onChain(smart, key.address))[3]
    expect(afterTwo).toBeGreaterThan(500n)

    // a function not granted (the account itself's grantSession: a session key widening itself) — refused on-chain
    const widen = {
      to: smart,
      data: encodeFunctionData({
        abi: gangwayAccountAbi,
        functionName: 'grantSession',
        args: [
          key.address,
          request.expiry,
          10n ** 18n,
          [{ target: payee, kind: GangwayScopeKind.AnyCall, selector: '0x00000000' }],
        ],
      }),
    }
    for (const calls of [
      [widen],
      [{ to: entryPoint, data: encodeFunctionData({ abi: entryPoint07Abi, functionName: 'addStake', args: [1] }) }],
      [{ to: payee, value: 1n, data: stringToHex('hello') }],
    ]) {
      expect(await session.direct(calls)).toEqual({ reason: 'AA24 signature error', status: 'reverted' })
    }
    await expect(session.send([widen])).rejects.toThrow(/AA24|signature/i)

    // over the limit: what is left, as value, no longer fits once the operation's gas is added (in one batch too)
    const left = ALLOWANCE - (await onChain(smart, key.address))[3]
    expect(await session.direct([deposit(beneficiary, left)])).toEqual({
      reason: 'AA24 signature error',
      status: 'reverted',
    })
    expect(await session.direct([deposit(beneficiary, 1n), { to: payee, value: left - 1n }])).toEqual({
      reason: 'AA24 signature error',
      status: 'reverted',
    })
    expect(await deposited(beneficiary)).toBe(300n)
    expect(await session.send([deposit(beneficiary, 500n)])).toBe(true)
    expect(await deposited(beneficiary)).toBe(800n)

    // a fresh grant for the revoke
    const again = await rpc('wallet_grantPermissions', [grantRequest(key, payee, ALLOWANCE)])
    expect(again.status).toBe(200)
    expect(await session.direct([deposit(beneficiary, 1n)])).toEqual({ reason: undefined, status: 'success' })
    const pci = (again.result as { context: string }).context

    const revoked = await rpc('wallet_revokePermissions', [{ pci }])
    expect(revoked.status, JSON.stringify(revoked)).toBe(200)
    // AppKit's revokePermissions resolves to a signature: the account's, over the revoke message
    expect(
      await client.verifyMessage({
        address: smart,
        message: sessionRevokeMessage(pci),
        signature: revoked.result as Hex,
      }),
    ).toBe(true)
    expect((await onChain(smart, key.address))[0]).toBe(0)
    expect(await session.direct([deposit(beneficiary, 1n)])).toEqual({
      reason: 'AA24 signature error',
      status: 'reverted',
    })
    await expect(session.send([deposit(beneficiary, 1n)])).rejects.toThrow(/AA24|signature/i)

    // the list: the first session (superseded by the re-grant of its key) and the second, both revoked
    const listed = await fetch(`${h.url}/v1/sessions/eip155:${CHAIN_ID}:${smart}?projectId=local`)
    const { pcis } = (await listed.json()) as { pcis: { pci: string; revokedAt?: number }[] }
    expect(pcis.map((s) => s.pci)).toEqual([pci, answer.context])
    expect(pcis.every((s) => (s.revokedAt ?? 0) > 0)).toBe(true)
    // revoking again: nothing sent, nothing changes
    expect((await rpc('wallet_revokePermissions', [{ pci }])).status).toBe(200)
  }, 240_000)

  it('attack (issue 33 item 2): a key granted no allowance cannot take the account’s ETH as gas — it submits an inflated operation itself as beneficiary and the chain refuses it', async () => {
    const { rpc, smart } = await embeddedWallet()
    const key = privateKeyToAccount(generatePrivateKey())
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const { permissions, ...rest } = grantRequest(key, payee, 0n)
    // contract-call only: no native-token allowance, spend limit 0
    const granted = await rpc('wallet_grantPermissions', [{ ...rest, permissions: permissions.slice(0, 2) }])
    expect(granted.status, JSON.stringify(granted)).toBe(200)
    expect((await onChain(smart, key.address))[2]).toBe(0n)
    await fund(smart)
    const session = await sessionAccount(smart, key)
    const before = await client.getBalance({ address: smart })
    // 8.5M gas × 100 gwei = 0.85 ETH the EntryPoint would take from the account and pay the submitter
    const greedy = {
      callGasLimit: 100_000n,
      verificationGasLimit: 400_000n,
      preVerificationGas: 8_000_000n,
      maxFeePerGas: parseGwei('100'),
      maxPriorityFeePerGas: parseGwei('100'),
    }
    expect(await session.direct([{ to: payee }], greedy)).toEqual({
      reason: 'AA24 signature error',
      status: 'reverted',
    })
    // not even an honest operation: the account pays no gas for a key without allowance
    expect(await session.direct([{ to: payee }])).toEqual({ reason: 'AA24 signature error', status: 'reverted' })
    expect(await client.getBalance({ address: smart })).toBe(before)
    expect((await onChain(smart, key.address))[3]).toBe(0n)
  }, 240_000)

  it('attack (issue 33 item 3): a grant for a function whose selector is 0xffffffff is refused, nothing sent', async () => {
    const { rpc, smart } = await embeddedWallet()
    const key = privateKeyToAccount(generatePrivateKey())
    const sentinel = { type: 'function', name: 'ccccvKygDv', inputs: [], outputs: [], stateMutability: 'nonpayable' }
    const request = {
      ...grantRequest(key, smart, 0n),
      permissions: [
        {
          type: 'contract-call',
          data: { address: entryPoint, abi: [sentinel], functions: [{ functionName: 'ccccvKygDv' }] },
        },
      ],
    }
    const refused = await rpc('wallet_grantPermissions', [request])
    expect(refused).toMatchObject({
      status: 400,
      code: 'SESSION_INVALID_REQUEST',
      message: `contract-call ${entryPoint} "ccccvKygDv": its selector 0xffffffff is reserved (it once meant any function); not granted`,
    })
    expect(await client.getCode({ address: smart })).toBeUndefined()
    expect((await onChain(smart, key.address).catch(() => [0]))[0]).toBe(0)
  }, 60_000)

  it('the /v1/sessions revoke route, signed by the smart account (ERC-1271), revokes on-chain; a stranger’s signature changes nothing', async () => {
    const { rpc, smart } = await embeddedWallet()
    const key = privateKeyToAccount(generatePrivateKey())
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const granted = await rpc('wallet_grantPermissions', [grantRequest(key, payee, ALLOWANCE)])
    expect(granted.status, JSON.stringify(granted)).toBe(200)
    const pci = (granted.result as { context: string }).context
    await fund(smart)
    const session = await sessionAccount(smart, key)

    const listUrl = `${h.url}/v1/sessions/eip155:${CHAIN_ID}:${smart}?projectId=local`
    const active = ((await (await fetch(listUrl)).json()) as { pcis: { pci: string; revokedAt?: number }[] }).pcis
    expect(active).toEqual([expect.objectContaining({ pci, context: pci })])
    expect(active[0]?.revokedAt).toBeUndefined()

    const revoke = (signature: Hex) =>
      fetch(`${h.url}/v1/sessions/${smart}/revoke?projectId=local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pci, signature }),
      })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await revoke(await stranger.signMessage({ message: sessionRevokeMessage(pci) }))
    expect(forged.status).toBe(403)
    expect(await session.direct([{ to: payee, value: 1n }])).toEqual({ reason: undefined, status: 'success' })

    // the account's own signature: personal_sign of the smart account through the embedded RPC (ERC-1271)
    const signed = await rpc('personal_sign', [toHex(sessionRevokeMessage(pci)), smart])
    expect(signed.status).toBe(200)
    const res = await revoke(signed.result as Hex)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect((await onChain(smart, key.address))[0]).toBe(0)
    expect(await session.direct([{ to: payee, value: 1n }])).toEqual({
      reason: 'AA24 signature error',
      status: 'reverted',
    })
    const after = ((await (await fetch(listUrl)).json()) as { pcis: { revokedAt?: number }[] }).pcis
    expect(after[0]?.revokedAt).toBeGreaterThan(0)
    // replayed: success, nothing sent
    expect((await revoke(signed.result as Hex)).status).toBe(200)
  }, 240_000)

  it('refuses grants it cannot enforce, grants for another account and revokes of another wallet’s session, sending nothing', async () => {
    const { rpc, smart } = await embeddedWallet()
    const key = privateKeyToAccount(generatePrivateKey())
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const tooLong = { ...grantRequest(key, payee, 1n), expiry: Math.floor(Date.now() / 1000) + 31 * 86_400 }
    const refused = await rpc('wallet_grantPermissions', [tooLong])
    expect(refused.status).toBe(400)
    expect(refused.code).toBe('SESSION_INVALID_REQUEST')
    const other = await rpc('wallet_grantPermissions', [{ ...grantRequest(key, payee, 1n), address: payee }])
    expect(other.status).toBe(400)
    expect(other.code).toBe('SESSION_UNSUPPORTED_ACCOUNT')
    expect(await client.getCode({ address: smart })).toBeUndefined()
    // attack: a wallet revoking another wallet's session — not found, nothing changes, nothing sent
    const victim = await embeddedWallet()
    const victimUser = await h.db
      .selectFrom('auth_wallets')
      .select('user_id')
      .where('address', '=', victim.eoa)
      .executeTakeFirstOrThrow()
    const theirs = await sessionStore(h.db).insert({
      projectId: 'local',
      userId: victimUser.user_id,
      account: { chainId: `eip155:${CHAIN_ID}`, address: victim.smart.toLowerCase() },
      scope: parseGrantRequest(grantRequest(key, payee, 1n), Math.floor(Date.now() / 1000)),
      grantTxHash: null,
      now: new Date(),
    })
    const stolen = await rpc('wallet_revokePermissions', [{ pci: theirs.pci }])
    expect(stolen.status).toBe(404)
    expect(stolen.code).toBe('SESSION_NOT_FOUND')
    const row = await h.db
      .selectFrom('smart_sessions')
      .select('revoked_at')
      .where('pci', '=', theirs.pci)
      .executeTakeFirstOrThrow()
    expect(row.revoked_at).toBeNull()
    // EIP-2255's form is no session revoke
    expect((await rpc('wallet_revokePermissions', [{ eth_accounts: {} }])).code).toBe('SESSION_INVALID_REQUEST')
    const caps = await rpc('wallet_getCapabilities', [smart, [toHex(CHAIN_ID)]])
    expect((caps.result as Record<string, { permissions?: unknown }>)[toHex(CHAIN_ID)]?.permissions).toMatchObject({
      supported: true,
      permissionTypes: ['contract-call', 'native-token-recurring-allowance'],
    })
  }, 120_000)
})
