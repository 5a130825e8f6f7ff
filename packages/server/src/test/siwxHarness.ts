import { generateKeyPairSync, sign } from 'node:crypto'
import { startTestChains } from '@gangway/devnet/testChains'
import type { SiwxMessageData } from '@gangway/protocol'
import { base58 } from '@scure/base'
import type { Hex, LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll } from 'vitest'
import { type AppDeps, createApp } from '../createApp.ts'
import { type DatabaseTarget, openDatabase } from '../db/openDatabase.ts'
import { projectStore } from '../projects/projectStore.ts'
import { createSiwxService } from '../siwx/createSiwxService.ts'
import { serveApp } from './serveApp.ts'
import { testConfig } from './testConfig.ts'

export const SITE_A = { id: 'site-a', origin: 'https://app.example.test', domain: 'app.example.test' } as const
export const SITE_B = { id: 'site-b', origin: 'https://shop.other.test', domain: 'shop.other.test' } as const

/**
 * One anvil chain (31337) for a test file, started in its `beforeAll` and stopped after it; answers the
 * upstream map a harness takes (filled once the chain is up).
 */
export function siwxTestChain(): Record<string, string> {
  const upstreams: Record<string, string> = {}
  let chains: Awaited<ReturnType<typeof startTestChains>> | undefined
  beforeAll(async () => {
    chains = await startTestChains([31337])
    upstreams['eip155:31337'] = chains.chains[0]?.rpcUrls.default.http[0] as string
  }, 60_000)
  afterAll(() => chains?.stop())
  return upstreams
}

/** A fresh random EOA to sign in with. */
export const randomAccount = () => privateKeyToAccount(generatePrivateKey())

/** A Solana account: its base58 address (the ed25519 public key) and a signer answering base58 signatures. */
export type SolanaAccount = { address: string; signMessage(message: string): string }

/** A fresh random ed25519 key pair (Node's crypto) as a Solana account. */
export function randomSolanaAccount(): SolanaAccount {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  return {
    address: base58.encode(raw),
    signMessage: (message) => base58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey)),
  }
}

/** The local Solana chain's CAIP-2 id (a Solana sign-in needs no RPC: any solana: chain works). */
export const SOLANA_CHAIN = 'solana:GangwayLoca1So1anaChain111111111'

/**
 * AppKit's informal CAIP-122 text (its `InformalMessenger`; what `@gangway/siwx` writes for Solana), written
 * here by hand so the server's parser is checked against the format, not against itself.
 */
export function informalSiwxText(data: SiwxMessageData, networkName = 'Solana'): string {
  return [
    `${data.domain} wants you to sign in with your ${networkName} account:`,
    data.accountAddress,
    data.statement ? `\n${data.statement}\n` : '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    ...(data.issuedAt ? [`Issued At: ${data.issuedAt}`] : []),
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? [['Resources:', ...data.resources.map((r) => `- ${r}`)].join('\n')] : []),
  ]
    .join('\n')
    .trim()
}

type Call = {
  project?: string
  /** The Origin header; null sends none (a site's backend). */
  origin?: string | null
  token?: string
  body?: unknown
  headers?: Record<string, string>
}

/** What a sign-in sends, before or after a test tampers with it. */
export type SignIn = { data: SiwxMessageData; message: string; signature: Hex }
/** A Solana sign-in: the signature is base58. */
export type SolanaSignIn = { data: SiwxMessageData; message: string; signature: string }

/**
 * A real server for Sign-in-with-X tests: a fresh database with two projects (site-a: one exact origin,
 * site-b: a wildcard), the siwx service with a clock the test moves, over the given chains' RPC, the whole
 * app served over loopback HTTP. `signIn` builds an EIP-4361 message with viem, signs it with a local
 * account and answers what a client posts.
 */
export async function startSiwxHarness(
  target: DatabaseTarget,
  upstreams: Record<string, string>,
  config: Partial<AppDeps['config']> = {},
) {
  const database = await openDatabase(target)
  const projects = projectStore(database.db)
  await projects.create({
    id: SITE_A.id,
    name: 'Site A',
    allowedOrigins: [SITE_A.origin],
    features: {},
    analyticsEnabled: false,
  })
  await projects.create({
    id: SITE_B.id,
    name: 'Site B',
    allowedOrigins: ['https://*.other.test'],
    features: {},
    analyticsEnabled: false,
  })
  const clock = { now: Date.now() }
  const siwx = createSiwxService({
    db: database.db,
    rpc: { upstreams, timeoutMs: 5000, retries: 0 },
    now: () => clock.now,
  })
  const app = createApp({
    db: database.db,
    config: testConfig({ rpcUpstreams: upstreams, rateLimitPerMinute: 100_000, ...config }),
    siwx,
  })
  const server = await serveApp(app)

  const call = async (method: string, path: string, options: Call = {}) => {
    const project = options.project ?? SITE_A.id
    const origin = options.origin === undefined ? SITE_A.origin : options.origin
    const headers: Record<string, string> = { ...options.headers }
    if (origin !== null) headers.origin = origin
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const separator = path.includes('?') ? '&' : '?'
    const res = await fetch(`${server.url}${path}${separator}projectId=${project}&st=test&sv=0`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    })
    const text = await res.text()
    let body: Record<string, unknown> & { code?: string; message?: string }
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      body = { text }
    }
    return { status: res.status, body, headers: res.headers }
  }

  const nonce = async (project: string = SITE_A.id, origin: string = SITE_A.origin) => {
    const res = await call('GET', '/siwx/v1/nonce', { project, origin })
    if (res.status !== 200) throw new Error(`nonce: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body as { nonce: string; expiresAt: string }
  }

  /** A signed EIP-4361 sign-in for `account` (fields overridable), with a fresh nonce unless one is given. */
  const signIn = async (
    account: LocalAccount,
    fields: Partial<Omit<SiwxMessageData, 'issuedAt' | 'expirationTime' | 'notBefore'>> & {
      issuedAt?: Date
      expirationTime?: Date
      notBefore?: Date
      chainNumber?: number
      project?: string
    } = {},
  ): Promise<SignIn> => {
    const site = fields.project === SITE_B.id ? SITE_B : SITE_A
    const chainNumber = fields.chainNumber ?? 31337
    const issuedAt = fields.issuedAt ?? new Date(clock.now)
    const data: SiwxMessageData = {
      accountAddress: account.address,
      chainId: `eip155:${chainNumber}`,
      domain: fields.domain ?? site.domain,
      uri: fields.uri ?? `${site.origin}/login`,
      version: '1',
      nonce: fields.nonce ?? (await nonce(site.id, site.origin)).nonce,
      statement: fields.statement ?? 'Sign in to the test site',
      issuedAt: issuedAt.toISOString(),
      ...(fields.expirationTime ? { expirationTime: fields.expirationTime.toISOString() } : {}),
      ...(fields.notBefore ? { notBefore: fields.notBefore.toISOString() } : {}),
      ...(fields.resources ? { resources: fields.resources } : {}),
      ...(fields.requestId ? { requestId: fields.requestId } : {}),
    }
    const message = createSiweMessage({
      address: account.address,
      chainId: chainNumber,
      domain: data.domain,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      statement: data.statement,
      issuedAt,
      ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
      ...(fields.notBefore ? { notBefore: fields.notBefore } : {}),
      ...(fields.resources ? { resources: fields.resources } : {}),
      ...(fields.requestId ? { requestId: fields.requestId } : {}),
    })
    return { data, message, signature: await account.signMessage({ message }) }
  }

  /** A signed informal CAIP-122 sign-in for a Solana `account` (fields overridable), as `signIn` for EOAs. */
  const signInSolana = async (
    account: SolanaAccount,
    fields: Partial<Omit<SiwxMessageData, 'issuedAt' | 'expirationTime' | 'notBefore'>> & {
      issuedAt?: Date
      expirationTime?: Date
      notBefore?: Date
      networkName?: string
    } = {},
  ): Promise<SolanaSignIn> => {
    const data: SiwxMessageData = {
      accountAddress: account.address,
      chainId: fields.chainId ?? SOLANA_CHAIN,
      domain: fields.domain ?? SITE_A.domain,
      uri: fields.uri ?? `${SITE_A.origin}/login`,
      version: '1',
      nonce: fields.nonce ?? (await nonce()).nonce,
      statement: fields.statement ?? 'Sign in to the test site',
      issuedAt: (fields.issuedAt ?? new Date(clock.now)).toISOString(),
      ...(fields.expirationTime ? { expirationTime: fields.expirationTime.toISOString() } : {}),
      ...(fields.notBefore ? { notBefore: fields.notBefore.toISOString() } : {}),
      ...(fields.resources ? { resources: fields.resources } : {}),
      ...(fields.requestId ? { requestId: fields.requestId } : {}),
    }
    const message = informalSiwxText(data, fields.networkName)
    return { data, message, signature: account.signMessage(message) }
  }

  const post = (body: unknown, options: Omit<Call, 'body'> = {}) =>
    call('POST', '/siwx/v1/sessions', { ...options, body })

  const count = async (table: 'siwx_sessions' | 'siwx_nonces') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  return {
    url: server.url,
    db: database.db,
    siwx,
    clock,
    call,
    nonce,
    signIn,
    signInSolana,
    post,
    count,
    async close() {
      await server.close()
      await database.close()
    },
  }
}

export type SiwxHarness = Awaited<ReturnType<typeof startSiwxHarness>>
