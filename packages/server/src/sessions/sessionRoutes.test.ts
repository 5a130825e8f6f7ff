import { startTestChains } from '@gangway/devnet/testChains'
import { SessionErrorCode, sessionRevokeMessage } from '@gangway/protocol'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppDeps, createApp } from '../createApp.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { databaseTargets } from '../test/databaseTargets.ts'
import { serveApp } from '../test/serveApp.ts'
import { testConfig } from '../test/testConfig.ts'
import type { GrantScope } from './parseGrantRequest.ts'
import { sessionStore } from './sessionStore.ts'

/**
 * `/v1/sessions` over a real server, a real database (PGlite and PostgreSQL) and a real anvil chain (the
 * revoke signature is checked there with viem's `verifyMessage`). The sessions here belong to plain keys'
 * addresses — the signature check is the same for an EOA and, through the chain, a smart account (the
 * smart-account case is in sessions.devnet.test.ts) — and the server holds no wallet, so a revoke only marks.
 */
const CHAIN = 31337
let chains: Awaited<ReturnType<typeof startTestChains>>
let upstream: string
beforeAll(async () => {
  chains = await startTestChains([CHAIN])
  upstream = chains.chains[0]?.rpcUrls.default.http[0] as string
}, 60_000)
afterAll(async () => {
  await chains?.stop()
})

const scope = (key: string): GrantScope => ({
  chainId: CHAIN,
  address: undefined,
  sessionKey: key as `0x${string}`,
  validUntil: Math.floor(Date.now() / 1000) + 3600,
  spendLimit: 10n,
  scopes: [{ target: '0x0000000000000000000000000000000000000001', kind: 'function', selector: '0x12345678' }],
  permissions: [{ type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000001' } }],
  policies: [],
})

async function startHarness(
  target: Awaited<ReturnType<ReturnType<typeof databaseTargets>[number]['target']>>,
  config: Partial<AppDeps['config']> = {},
) {
  const database = await openDatabase(target)
  await projectStore(database.db).create(LOCAL_PROJECT)
  await projectStore(database.db).create({ ...LOCAL_PROJECT, id: 'other', name: 'Other site' })
  const app = createApp({
    db: database.db,
    config: testConfig({ rpcUpstreams: { [`eip155:${CHAIN}`]: upstream }, rpcRetries: 0, ...config }),
  })
  const server = await serveApp(app)
  const store = sessionStore(database.db)
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, project = 'local') => {
    const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=${project}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    return {
      status: res.status,
      body: (await res.json().catch(() => ({}))) as Record<string, unknown> & { code?: string },
    }
  }
  /** A session of a fresh key pair's account (the account's key returned to sign revokes). */
  const session = async (projectId = 'local') => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const key = privateKeyToAccount(generatePrivateKey())
    const row = await store.insert({
      projectId,
      userId: null,
      account: { chainId: `eip155:${CHAIN}`, address: owner.address.toLowerCase() },
      scope: scope(key.address),
      grantTxHash: null,
      now: new Date(),
    })
    return { owner, row }
  }
  const revokedAt = async (pci: string) =>
    (
      await database.db
        .selectFrom('smart_sessions')
        .select('revoked_at')
        .where('pci', '=', pci)
        .executeTakeFirstOrThrow()
    ).revoked_at
  return {
    call,
    store,
    session,
    revokedAt,
    close: async () => {
      await server.close()
      await database.close()
    },
  }
}

describe.each(databaseTargets())('/v1/sessions on $name', ({ target }) => {
  let h: Awaited<ReturnType<typeof startHarness>>
  beforeAll(async () => {
    h = await startHarness(await target())
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })

  it('GET lists the account’s sessions of this project in AppKit’s shape, revoked ones with revokedAt', async () => {
    const { owner, row } = await h.session()
    await h.session('other')
    const caip = `eip155:${CHAIN}:${owner.address}`
    const listed = await h.call('GET', `/v1/sessions/${caip}`)
    expect(listed.status).toBe(200)
    expect(listed.body.pcis).toEqual([
      {
        project: { id: 'local', name: 'Local demo' },
        pci: row.pci,
        expiry: Math.floor(row.expiry.getTime() / 1000),
        createdAt: Math.floor(row.created_at.getTime() / 1000),
        permissions: row.permissions,
        policies: [],
        context: row.pci,
      },
    ])
    // another account, another chain: nothing
    expect((await h.call('GET', `/v1/sessions/eip155:31338:${owner.address}`)).body).toEqual({ pcis: [] })
    expect((await h.call('GET', '/v1/sessions/not-an-address')).status).toBe(400)
    expect((await h.call('GET', `/v1/sessions/${owner.address}`)).status).toBe(400)
    const signature = await owner.signMessage({ message: sessionRevokeMessage(row.pci) })
    expect((await h.call('POST', `/v1/sessions/${owner.address}/revoke`, { pci: row.pci, signature })).body).toEqual({
      success: true,
    })
    const after = (await h.call('GET', `/v1/sessions/${caip}`)).body.pcis as { revokedAt?: number }[]
    expect(after[0]?.revokedAt).toBeGreaterThan(0)
  })

  it('attack: a revoke signed by another key is refused (403) and changes nothing', async () => {
    const { owner, row } = await h.session()
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await stranger.signMessage({ message: sessionRevokeMessage(row.pci) })
    const res = await h.call('POST', `/v1/sessions/${owner.address}/revoke`, { pci: row.pci, signature: forged })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(SessionErrorCode.INVALID_SIGNATURE)
    expect(await h.revokedAt(row.pci)).toBeNull()
    // the owner's signature over ANOTHER pci's message does not revoke this one
    const other = await h.session()
    const elsewhere = await owner.signMessage({ message: sessionRevokeMessage(other.row.pci) })
    const res2 = await h.call('POST', `/v1/sessions/${owner.address}/revoke`, { pci: row.pci, signature: elsewhere })
    expect(res2.status).toBe(403)
    expect(await h.revokedAt(row.pci)).toBeNull()
  })

  it('attack: a replayed revoke is harmless — success, the first revocation’s time kept', async () => {
    const { owner, row } = await h.session()
    const body = { pci: row.pci, signature: await owner.signMessage({ message: sessionRevokeMessage(row.pci) }) }
    expect((await h.call('POST', `/v1/sessions/${owner.address}/revoke`, body)).status).toBe(200)
    const first = await h.revokedAt(row.pci)
    expect(first).toBeInstanceOf(Date)
    expect((await h.call('POST', `/v1/sessions/eip155:${CHAIN}:${owner.address}/revoke`, body)).body).toEqual({
      success: true,
    })
    expect(await h.revokedAt(row.pci)).toEqual(first)
  })

  it('attack: a pci of another account, another project, or not a pci at all → 404, nothing changes', async () => {
    const a = await h.session()
    const b = await h.session()
    const sig = await b.owner.signMessage({ message: sessionRevokeMessage(a.row.pci) })
    // b signs for a's session under b's address: not b's session
    expect(
      (await h.call('POST', `/v1/sessions/${b.owner.address}/revoke`, { pci: a.row.pci, signature: sig })).status,
    ).toBe(404)
    const foreign = await h.session('other')
    const own = await foreign.owner.signMessage({ message: sessionRevokeMessage(foreign.row.pci) })
    const res = await h.call('POST', `/v1/sessions/${foreign.owner.address}/revoke`, {
      pci: foreign.row.pci,
      signature: own,
    })
    expect(res.status).toBe(404)
    expect(await h.revokedAt(foreign.row.pci)).toBeNull()
    expect(await h.revokedAt(a.row.pci)).toBeNull()
    const junk = await h.call('POST', `/v1/sessions/${a.owner.address}/revoke`, { pci: "x' or 1=1 --", signature: sig })
    expect(junk.status).toBe(404)
    expect((await h.call('POST', `/v1/sessions/${a.owner.address}/revoke`, { pci: a.row.pci })).status).toBe(400)
  })

  it('attack: concurrent revokes of one session — exactly one claims it (atomic UPDATE … RETURNING)', async () => {
    const { owner, row } = await h.session()
    const at = new Date()
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => h.store.revoke(row.pci, owner.address.toLowerCase(), at)),
    )
    expect(claims.filter((c) => c !== undefined)).toHaveLength(1)
  })

  it('attack: a body past the revoke limit → 413 before anything is read', async () => {
    const { owner, row } = await h.session()
    const res = await h.call('POST', `/v1/sessions/${owner.address}/revoke`, {
      pci: row.pci,
      signature: `0x${'ab'.repeat(25_000)}`,
    })
    expect(res.status).toBe(413)
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE')
    expect(await h.revokedAt(row.pci)).toBeNull()
  })
})

describe('/v1/sessions rate limits', () => {
  let h: Awaited<ReturnType<typeof startHarness>>
  beforeAll(async () => {
    h = await startHarness(
      { kind: 'pglite', dataDir: undefined },
      {
        sessionReadsPerIpPerMinute: 3,
        sessionRevokesPerIpPerMinute: 2,
      },
    )
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })

  it('attack: reads and revokes past their per-IP limits → 429 with Retry-After; a limited revoke changes nothing', async () => {
    const { owner, row } = await h.session()
    const caip = `eip155:${CHAIN}:${owner.address}`
    const reads = []
    for (let i = 0; i < 4; i++) reads.push((await h.call('GET', `/v1/sessions/${caip}`)).status)
    expect(reads).toEqual([200, 200, 200, 429])
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = { pci: row.pci, signature: await stranger.signMessage({ message: sessionRevokeMessage(row.pci) }) }
    expect((await h.call('POST', `/v1/sessions/${owner.address}/revoke`, forged)).status).toBe(403)
    expect((await h.call('POST', `/v1/sessions/${owner.address}/revoke`, forged)).status).toBe(403)
    const good = { pci: row.pci, signature: await owner.signMessage({ message: sessionRevokeMessage(row.pci) }) }
    const limited = await h.call('POST', `/v1/sessions/${owner.address}/revoke`, good)
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('RATE_LIMITED')
    expect(await h.revokedAt(row.pci)).toBeNull()
  })
})
