import { DEV_PAYMASTER_SIGNER_KEY, deployments } from '@gangway/devnet'
import { devnetSmartAccounts } from '@gangway/devnet/serverConfig'
import { sharedTestSmartChains } from '@gangway/devnet/sharedSmartChains'
import type { TestSmartChains } from '@gangway/devnet/smartChains'
import { gangwayAccountFactoryAbi, toGangwaySmartAccount } from '@gangway/protocol/smart-account'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeEventLog,
  encodeFunctionData,
  type Hex,
  http,
  isErc6492Signature,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSmartAccounts } from '../config/loadSmartAccounts.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { LOCAL_SPONSORSHIP } from '../projects/SponsorshipPolicy.ts'
import { sessionCapability } from '../sessions/sessionCapability.ts'
import { createEip155Verifier } from '../siwx/createEip155Verifier.ts'
import { type AuthHarness, FRAME, startAuthHarness } from '../test/authHarness.ts'
import { handleOpsDirect } from '../test/handleOpsDirect.ts'
import { projectSponsorSpend } from './projectSponsorSpend.ts'
import { LEGACY_HASH_SIGNATURE_MESSAGE } from './refuseLegacyHashSignature.ts'
import { sponsorBudget } from './sponsorBudget.ts'

const { entryPoint07, gangwayPaymaster, gangwayAccountFactory, gangwayAccountFactoryV1 } = deployments.smartAccounts
const CHAIN = 31337

let chains: TestSmartChains
let h: AuthHarness
let rpcUrl: string
const publicClient = () => createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
const chainOf = () => chains.chains.find((c) => c.id === CHAIN) as Chain
const chainClient = () =>
  createPublicClient({ chain: chainOf(), transport: http(rpcUrl), pollingInterval: 50 }) as PublicClient

beforeAll(async () => {
  chains = await sharedTestSmartChains()
  rpcUrl = chains.chains.find((c) => c.id === CHAIN)?.rpcUrls.default.http[0] as string
  const upstreams = Object.fromEntries(
    chains.chains.map((c) => [`eip155:${c.id}`, c.rpcUrls.default.http[0] as string]),
  )
  h = await startAuthHarness(
    { kind: 'pglite', dataDir: undefined },
    {
      config: {
        rpcUpstreams: upstreams,
        rpcRetries: 0,
        smartAccounts: loadSmartAccounts({
          SMART_ACCOUNTS: JSON.stringify(devnetSmartAccounts(chains.bundlerUrls)),
          PAYMASTER_SIGNER_KEY: DEV_PAYMASTER_SIGNER_KEY,
        }),
      },
      smart: { pollingIntervalMs: 50 },
    },
  )
}, 120_000)
afterAll(async () => {
  await h?.close()
  await chains?.stop()
})

/** A fresh e-mail user with helpers calling the frame's routes as that session. */
async function user(name: string) {
  const { session, device } = await h.login(`${name}-${Math.random().toString(36).slice(2)}@example.test`)
  const headers = h.authed(session.token, device)
  const post = (path: string, body: unknown) => h.call(path, body, headers)
  const rpc = async (method: string, params: unknown, chainId = CHAIN) => {
    const res = await post('/auth/v1/rpc', { method, params, chainId })
    return res.status === 200 ? { ok: true as const, result: res.body.result } : { ok: false as const, ...res }
  }
  const result = async (method: string, params: unknown) => {
    const r = await rpc(method, params)
    if (!r.ok) throw new Error(`${method}: ${r.status} ${JSON.stringify(r.body)}`)
    return r.result
  }
  const init = async () =>
    (await post('/auth/v1/smart-account/init', { chainId: CHAIN })).body as { address: Address; isDeployed: boolean }
  return { eoa: session.address as Address, post, rpc, result, init }
}

/** Two calls to the EntryPoint's `depositTo(account)` with no value: each emits one `Deposited` event. */
const twoDeposits = (account: Address) =>
  [0, 1].map(() => ({
    to: entryPoint07,
    data: encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [account] }),
  }))

async function waitForStatus(u: Awaited<ReturnType<typeof user>>, id: Hex) {
  for (let i = 0; i < 200; i++) {
    const status = (await u.result('wallet_getCallsStatus', [id])) as { status: number }
    if (status.status !== 100)
      return status as { status: number; receipts: { transactionHash: Hex }[]; atomic: boolean }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the user operation was not mined')
}

const budgetOf = (key: { projectId: string; chainId: number; account: string }) => sponsorBudget(h.db).spent(key)
const setSponsorship = (sponsorship: typeof LOCAL_SPONSORSHIP) =>
  projectStore(h.db).update(LOCAL_PROJECT.id, { sponsorship })

describe('embedded smart accounts on anvil with the alto bundler', () => {
  it('lists the enabled networks and answers the counterfactual account in the user payload', async () => {
    const networks = await h.call('/auth/v1/smart-account/networks', {})
    expect(networks.body).toEqual({ smartAccountEnabledNetworks: [31337, 31338] })
    const got = await fetch(`${h.url}/auth/v1/smart-account/networks?projectId=local`, { headers: { origin: FRAME } })
    expect(await got.json()).toEqual({ smartAccountEnabledNetworks: [31337, 31338] })
    // attack: another origin, or no session
    const foreign = await fetch(`${h.url}/auth/v1/smart-account/networks`, { headers: { origin: 'https://evil.test' } })
    expect(foreign.status).toBe(403)
    expect((await h.call('/auth/v1/smart-account/init', { chainId: CHAIN })).status).toBe(401)
    expect((await h.call('/auth/v1/preferred-account', { type: 'eoa', chainId: CHAIN })).status).toBe(401)
    const u = await user('payload')
    expect((await u.post('/auth/v1/smart-account/init', { chainId: 'x' })).status).toBe(400)
    const { address, isDeployed } = await u.init()
    expect(isDeployed).toBe(false)
    expect(address).not.toBe(u.eoa)
    const me = await u.post('/auth/v1/me', { chainId: CHAIN, preferredAccountType: 'smartAccount' })
    expect(me.body).toMatchObject({
      address,
      accounts: [
        { address: u.eoa, type: 'eoa' },
        { address, type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(await u.result('eth_accounts', [])).toEqual([address])
    // a chain without smart accounts: the EOA only
    expect((await u.post('/auth/v1/me', { chainId: 1 })).body).toMatchObject({
      address: u.eoa,
      preferredAccountType: 'eoa',
    })
  })

  it('sends a batch of two calls as ONE sponsored user operation that deploys the account; its ETH is unchanged', async () => {
    await setSponsorship(LOCAL_SPONSORSHIP)
    const u = await user('batch')
    const { address } = await u.init()
    const before = await publicClient().getBalance({ address })
    const sent = (await u.result('wallet_sendCalls', [
      { version: '2.0.0', chainId: toHex(CHAIN), from: address, calls: twoDeposits(address), atomicRequired: true },
    ])) as { id: Hex }
    expect(sent.id).toMatch(/^0x[0-9a-f]{64}$/)
    const status = await waitForStatus(u, sent.id)
    expect(status).toMatchObject({ version: '2.0.0', id: sent.id, chainId: toHex(CHAIN), atomic: true, status: 200 })
    expect(status.receipts).toHaveLength(1)
    const receipt = await publicClient().getTransactionReceipt({ hash: status.receipts[0]?.transactionHash as Hex })
    const events = receipt.logs.flatMap((log) => {
      try {
        return [decodeEventLog({ abi: entryPoint07Abi, data: log.data, topics: log.topics })]
      } catch {
        return []
      }
    })
    const ops = events.filter((e) => e.eventName === 'UserOperationEvent')
    expect(ops).toHaveLength(1)
    expect(ops[0]?.args).toMatchObject({
      userOpHash: sent.id,
      sender: address,
      paymaster: gangwayPaymaster,
      success: true,
    })
    expect(events.filter((e) => e.eventName === 'Deposited')).toHaveLength(2)
    expect(events.filter((e) => e.eventName === 'AccountDeployed')).toHaveLength(1)
    expect(await u.init()).toEqual({ address, isDeployed: true })
    expect((await u.post('/auth/v1/me', { chainId: CHAIN })).body).toMatchObject({ smartAccountDeployed: true })
    expect(await publicClient().getBalance({ address })).toBe(before)
    // eth_sendTransaction: one more operation (no initCode now), answered with the mined transaction's hash
    const hash = (await u.result('eth_sendTransaction', [{ from: address, ...twoDeposits(address)[0] }])) as Hex
    expect((await publicClient().getTransactionReceipt({ hash })).status).toBe('success')
    expect(await publicClient().getBalance({ address })).toBe(before)
    expect(await u.result('wallet_getCapabilities', [address])).toEqual({
      '0x7a69': {
        atomic: { status: 'supported' },
        paymasterService: { supported: true },
        permissions: sessionCapability,
      },
      '0x7a6a': {
        atomic: { status: 'supported' },
        paymasterService: { supported: true },
        permissions: sessionCapability,
      },
    })
  }, 120_000)

  it('signs as the smart account: ERC-6492 before deployment, ERC-1271 after; viem and the SIWX verifier accept both', async () => {
    await setSponsorship(LOCAL_SPONSORSHIP)
    const u = await user('sign')
    const { address } = await u.init()
    const verifier = createEip155Verifier({ upstreams: { [`eip155:${CHAIN}`]: rpcUrl }, timeoutMs: 10_000, retries: 0 })
    const siwx = async () => {
      const issuedAt = new Date()
      const data = {
        accountAddress: address,
        chainId: `eip155:${CHAIN}` as const,
        domain: 'app.example.test',
        uri: 'https://app.example.test/',
        version: '1' as const,
        nonce: 'abcdef0123456789',
        issuedAt: issuedAt.toISOString(),
      }
      const message = createSiweMessage({ ...data, address, chainId: CHAIN, issuedAt })
      const signature = (await u.result('personal_sign', [toHex(message), address])) as Hex
      return { data, message, signature }
    }
    const undeployed = await siwx()
    expect(isErc6492Signature(undeployed.signature)).toBe(true)
    expect(
      await publicClient().verifyMessage({ address, message: undeployed.message, signature: undeployed.signature }),
    ).toBe(true)
    await expect(verifier.verify(undeployed, new Date())).resolves.toBeUndefined()
    const typed = {
      domain: { name: 'Test', version: '1', chainId: CHAIN },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    }
    const typedSignature = (await u.result('eth_signTypedData_v4', [address, JSON.stringify(typed)])) as Hex
    expect(await publicClient().verifyTypedData({ address, ...typed, signature: typedSignature })).toBe(true)
    // the EOA still signs plainly
    const plain = (await u.result('personal_sign', [toHex('hi'), u.eoa])) as Hex
    expect(await publicClient().verifyMessage({ address: u.eoa, message: 'hi', signature: plain })).toBe(true)
    // a signature for another account or chain is not this one's
    expect(
      await publicClient().verifyMessage({
        address: u.eoa,
        message: undeployed.message,
        signature: undeployed.signature,
      }),
    ).toBe(false)

    const sent = (await u.result('wallet_sendCalls', [{ calls: twoDeposits(address).slice(0, 1) }])) as { id: Hex }
    await waitForStatus(u, sent.id)
    const deployed = await siwx()
    expect(isErc6492Signature(deployed.signature)).toBe(false)
    expect(
      await publicClient().verifyMessage({ address, message: deployed.message, signature: deployed.signature }),
    ).toBe(true)
    await expect(verifier.verify(deployed, new Date())).resolves.toBeUndefined()
  }, 120_000)

  it('switches between the EOA and the smart account, stored per user', async () => {
    const u = await user('switch')
    const { address } = await u.init()
    expect((await u.post('/auth/v1/preferred-account', { type: 'eoa', chainId: CHAIN })).body).toEqual({
      type: 'eoa',
      address: u.eoa,
    })
    expect((await u.post('/auth/v1/me', { chainId: CHAIN, preferredAccountType: 'smartAccount' })).body).toMatchObject({
      address: u.eoa,
      preferredAccountType: 'eoa',
    })
    expect(await u.result('eth_accounts', [])).toEqual([u.eoa])
    expect(await u.result('wallet_getCapabilities', [u.eoa])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
    expect((await u.post('/auth/v1/preferred-account', { type: 'smartAccount', chainId: CHAIN })).body).toEqual({
      type: 'smartAccount',
      address,
    })
    expect(await u.result('eth_accounts', [])).toEqual([address])
    expect((await u.post('/auth/v1/me', { chainId: CHAIN })).body).toMatchObject({
      address,
      preferredAccountType: 'smartAccount',
    })
    expect(await u.post('/auth/v1/preferred-account', { type: 'smartAccount', chainId: 1 })).toMatchObject({
      status: 400,
      body: { code: 'SMART_ACCOUNT_NOT_AVAILABLE', message: 'Smart accounts are not available on this network' },
    })
    expect((await u.post('/auth/v1/preferred-account', { type: 'payment', chainId: CHAIN })).status).toBe(400)
  })

  it('refuses sponsorship over the daily budget or outside allowedContracts; the account pays when it can, else a clear error', async () => {
    const u = await user('budget')
    const { address } = await u.init()
    try {
      // attack: a call to a contract outside allowedContracts is not sponsored (and the account has no ETH)
      await setSponsorship({ ...LOCAL_SPONSORSHIP, allowedContracts: [gangwayPaymaster] })
      expect(await u.rpc('wallet_sendCalls', [{ calls: twoDeposits(address) }])).toMatchObject({
        ok: false,
        status: 400,
        body: {
          code: 'SMART_ACCOUNT_CANNOT_PAY_GAS',
          message: `Gas sponsorship was refused (${entryPoint07} is not a contract this site sponsors) and the account has no ETH to pay for gas`,
        },
      })
      // a budget smaller than one operation's maximum cost
      await setSponsorship({ ...LOCAL_SPONSORSHIP, dailyBudgetWei: '1000' })
      expect(await u.rpc('wallet_sendCalls', [{ calls: twoDeposits(address) }])).toMatchObject({
        ok: false,
        body: {
          code: 'SMART_ACCOUNT_CANNOT_PAY_GAS',
          message:
            'Gas sponsorship was refused (the daily sponsorship budget of this account is spent) and the account has no ETH to pay for gas',
        },
      })
      // with ETH of its own the account pays: the operation lands, unsponsored, and its balance pays the gas
      await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({ address, value: parseEther('1') })
      const sent = (await u.result('wallet_sendCalls', [{ calls: twoDeposits(address) }])) as { id: Hex }
      const status = await waitForStatus(u, sent.id)
      expect(status.status).toBe(200)
      const receipt = await publicClient().getTransactionReceipt({ hash: status.receipts[0]?.transactionHash as Hex })
      const op = receipt.logs
        .flatMap((log) => {
          try {
            return [decodeEventLog({ abi: entryPoint07Abi, data: log.data, topics: log.topics })]
          } catch {
            return []
          }
        })
        .find((e) => e.eventName === 'UserOperationEvent')
      expect(op?.args).toMatchObject({ paymaster: '0x0000000000000000000000000000000000000000', success: true })
      expect(await publicClient().getBalance({ address })).toBeLessThan(parseEther('1'))
      // EIP-7811: the smart account's ETH; the EOA has none
      const assets = (await u.result('wallet_getAssets', [{ account: address }])) as Record<
        string,
        { type: string; balance: Hex }[]
      >
      expect(assets['0x7a69']?.[0]).toMatchObject({ address: 'native', type: 'native' })
      expect(BigInt(assets['0x7a69']?.[0]?.balance ?? '0x0')).toBeGreaterThan(0n)
      expect(await u.result('wallet_getAssets', [{ account: u.eoa }])).toEqual({ '0x7a69': [] })
      expect((await u.rpc('wallet_getAssets', [{ account: gangwayPaymaster }])).ok).toBe(false)
    } finally {
      await setSponsorship(LOCAL_SPONSORSHIP)
    }
  }, 180_000)

  it('attack: 20 parallel operations of one account cannot overspend its daily sponsorship budget', async () => {
    const u = await user('parallel')
    const { address } = await u.init()
    try {
      // deployed first (its first operation costs more), then one plain operation to learn what one reserves;
      // the budget then has room for three more plain operations, never for 20
      const key = { projectId: 'local', chainId: CHAIN, account: address }
      const once = async () => {
        const sent = (await u.result('wallet_sendCalls', [{ calls: twoDeposits(address).slice(0, 1) }])) as { id: Hex }
        await waitForStatus(u, sent.id)
        return budgetOf(key)
      }
      const afterDeploy = await once()
      const used = await once()
      const budgetWei = used + (used - afterDeploy) * 3n
      await setSponsorship({ ...LOCAL_SPONSORSHIP, dailyBudgetWei: String(budgetWei) })
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => u.rpc('wallet_sendCalls', [{ calls: twoDeposits(address).slice(0, 1) }])),
      )
      const sent = answers.filter((a) => a.ok)
      const refused = answers.filter((a) => !a.ok)
      for (const r of refused)
        expect(r).toMatchObject({
          body: { code: expect.stringMatching(/SMART_ACCOUNT_CANNOT_PAY_GAS|USER_OPERATION_FAILED/) },
        })
      expect(refused.some((r) => !r.ok && r.body.code === 'SMART_ACCOUNT_CANNOT_PAY_GAS')).toBe(true)
      expect(await budgetOf(key)).toBeLessThanOrEqual(budgetWei)
      expect(sent.length).toBeGreaterThan(0)
      expect(sent.length).toBeLessThanOrEqual(4)
      for (const s of sent) expect((await waitForStatus(u, (s.result as { id: Hex }).id)).status).toBe(200)
      // every sponsored operation was paid by the paymaster: the account never had ETH
      expect(await publicClient().getBalance({ address })).toBe(0n)
    } finally {
      await setSponsorship(LOCAL_SPONSORSHIP)
    }
  }, 180_000)
})

/** An EOA with ETH of its own on the chain, as a viem wallet client (the attacker submitting handleOps). */
async function fundedSubmitter() {
  const key = privateKeyToAccount(generatePrivateKey())
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address: key.address,
    value: parseEther('1'),
  })
  return createWalletClient({ account: key, chain: chainOf(), transport: http(rpcUrl) })
}

describe('issue 33: what a site can get the embedded wallet to sign moves no funds', () => {
  it('attack (item 1): a site’s personal_sign of a 32-byte user-operation hash by the EOA is no signature of the smart account', async () => {
    const u = await user('hash')
    const { address } = await u.init()
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({ address, value: parseEther('1') })
    const submitter = await fundedSubmitter()
    const attacker = submitter.account.address
    // the site builds the operation draining the account, and asks the wallet to personal_sign its hash as a
    // "message" from the EOA (the frame shows it as a hash, with a warning; the visitor approved anyway)
    const victim = await toGangwaySmartAccount({
      client: chainClient(),
      factory: gangwayAccountFactory,
      owner: u.eoa,
      address,
      signer: { sign: async () => '0x' },
    })
    const before = await publicClient().getBalance({ address: attacker })
    const outcome = await handleOpsDirect({
      publicClient: chainClient(),
      submitter,
      account: victim,
      calls: [{ to: attacker, value: parseEther('0.9') }],
      // the account is not deployed yet: the operation deploys it too
      gas: { verificationGasLimit: 2_500_000n },
      signature: async (userOpHash) => (await u.result('personal_sign', [userOpHash, u.eoa])) as Hex,
    })
    expect(outcome).toEqual({ reason: 'AA24 signature error', status: 'reverted' })
    expect(await publicClient().getBalance({ address })).toBe(parseEther('1'))
    expect(await publicClient().getBalance({ address: attacker })).toBeLessThan(before)
    // the account is GangwayAccountV2 from the current factory
    expect(
      await publicClient().readContract({
        address: gangwayAccountFactory,
        abi: gangwayAccountFactoryAbi,
        functionName: 'getAddress',
        args: [u.eoa, 0n],
      }),
    ).toBe(address)
  }, 120_000)

  it('a user made before v2 keeps the version-1 account (it still sends, sponsored), and the key signs no 32-byte message for them', async () => {
    await setSponsorship(LOCAL_SPONSORSHIP)
    const u = await user('legacy')
    // what migration 0015 gives every user who existed before it
    await h.db
      .updateTable('auth_users')
      .set({ smart_account_version: 1 })
      .where('project_id', '=', 'local')
      .where('id', 'in', h.db.selectFrom('auth_wallets').select('user_id').where('address', '=', u.eoa))
      .execute()
    const { address } = await u.init()
    const v1 = await publicClient().readContract({
      address: gangwayAccountFactoryV1,
      abi: gangwayAccountFactoryAbi,
      functionName: 'getAddress',
      args: [u.eoa, 0n],
    })
    expect(address).toBe(v1)
    expect(await u.result('eth_accounts', [])).toEqual([v1])
    const sent = (await u.result('wallet_sendCalls', [{ calls: twoDeposits(address) }])) as { id: Hex }
    expect((await waitForStatus(u, sent.id)).status).toBe(200)
    expect(await publicClient().getCode({ address })).toMatch(/^0x.+/)
    // the v1 account would take this as its owner's user-operation signature: refused
    expect(await u.rpc('personal_sign', [`0x${'ab'.repeat(32)}`, u.eoa])).toMatchObject({
      ok: false,
      status: 400,
      body: { code: 'SIGNATURE_REFUSED', message: LEGACY_HASH_SIGNATURE_MESSAGE },
    })
    // other messages are signed as before; the smart account's own ERC-1271 signatures too
    expect((await u.rpc('personal_sign', [toHex('hello'), u.eoa])).ok).toBe(true)
    expect((await u.rpc('personal_sign', [`0x${'ab'.repeat(32)}`, address])).ok).toBe(true)
    // no session keys on a v1 account
    const grant = await u.rpc('wallet_grantPermissions', [
      {
        chainId: toHex(CHAIN),
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'account', data: { id: privateKeyToAccount(generatePrivateKey()).address } },
        permissions: [
          {
            type: 'contract-call',
            data: { address: entryPoint07, abi: entryPoint07Abi, functions: [{ functionName: 'depositTo' }] },
          },
        ],
        policies: [],
      },
    ])
    expect(grant).toMatchObject({ ok: false, status: 400, body: { code: 'SESSION_UNSUPPORTED_ACCOUNT' } })
  }, 180_000)

  it('attack (item 6): fresh accounts, each within its own daily budget, cannot spend past the project’s; the refusal says so and the spend is readable', async () => {
    const key = { projectId: 'local', chainId: CHAIN }
    const spentToday = async () =>
      (await projectSponsorSpend(h.db, { projectId: 'local' })).find((r) => r.chainId === CHAIN)?.spentWei ?? 0n
    try {
      await setSponsorship(LOCAL_SPONSORSHIP)
      // what one first operation (deploying the account) reserves
      const first = await user('project-1')
      const start = await spentToday()
      const sent = (await first.result('wallet_sendCalls', [{ calls: twoDeposits((await first.init()).address) }])) as {
        id: Hex
      }
      await waitForStatus(first, sent.id)
      const one = (await spentToday()) - start
      expect(one).toBeGreaterThan(0n)
      expect(await sponsorBudget(h.db).projectSpent(key)).toBe(start + one)
      // room for two more such operations of the whole project, while each account's own budget stays 0.05 ETH
      await setSponsorship({ ...LOCAL_SPONSORSHIP, projectDailyBudgetWei: String(start + one + (one * 5n) / 2n) })
      const results = []
      for (const name of ['project-2', 'project-3', 'project-4']) {
        const u = await user(name)
        results.push(await u.rpc('wallet_sendCalls', [{ calls: twoDeposits((await u.init()).address) }]))
      }
      expect(results.filter((r) => r.ok)).toHaveLength(2)
      expect(results[2]).toMatchObject({
        ok: false,
        status: 400,
        body: {
          code: 'SMART_ACCOUNT_CANNOT_PAY_GAS',
          message:
            'Gas sponsorship was refused (the daily sponsorship budget of this site is spent) and the account has no ETH to pay for gas',
        },
      })
      expect(await spentToday()).toBeLessThanOrEqual(start + one + (one * 5n) / 2n)
    } finally {
      await setSponsorship(LOCAL_SPONSORSHIP)
    }
  }, 180_000)
})
