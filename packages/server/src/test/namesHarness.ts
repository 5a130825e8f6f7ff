import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import { coinTypeFromChainId, type ProfileError, ProfileErrorCode, type RegisterNameRequest } from '@gangway/protocol'
import { type Hex, parseAbi } from 'viem'
import { expect } from 'vitest'
import { type AppDeps, createApp } from '../createApp.ts'
import { type DatabaseTarget, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { serveApp } from './serveApp.ts'
import { testConfig } from './testConfig.ts'

/** The anvil chain registrations are signed on (the devnet's contracts deployed: DevSmartWallet, its factory). */
export const CHAIN = 31337
export const COIN_TYPE = coinTypeFromChainId(CHAIN)
export const ZONE = 'gangway.id'

/** One anvil chain with the devnet deployed, for a whole test file (started in its `beforeAll`). */
export async function startNamesChain() {
  const chains = await startTestChains([CHAIN])
  const url = chains.chains[0]?.rpcUrls.default.http[0] as string
  await deployDevnet(url)
  return { url, upstreams: { [`eip155:${CHAIN}`]: url }, stop: () => chains.stop() }
}

/** Something that signs a text with EIP-191 (a viem local account, or a wallet's signer). */
export type Signer = { address: Hex; signMessage(args: { message: string }): Promise<Hex> }

/** A contract wallet at `address` whose signatures are `sign`'s (its owner's key, or an ERC-6492 wrapper). */
export const walletSigner = (address: Hex, sign: (message: string) => Promise<Hex>): Signer => ({
  address,
  signMessage: ({ message }) => sign(message),
})

/** The devnet's DevWalletFactory (`deployments.smartWallets.factory`). */
export const FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/**
 * A real server for the names API over loopback HTTP: a fresh database (the local project), the whole app
 * over the given chain, a clock the test moves (the registration messages' age check), generous limits
 * unless `config` sets them.
 */
export async function startNamesHarness(
  target: DatabaseTarget,
  upstreams: Record<string, string>,
  config: Partial<AppDeps['config']> = {},
) {
  const database = await openDatabase(target)
  await projectStore(database.db).create(LOCAL_PROJECT)
  const clock = { now: Date.now() }
  const app = createApp({
    db: database.db,
    config: testConfig({
      rpcUpstreams: upstreams,
      rpcTimeoutMs: 5000,
      rpcRetries: 0,
      namesReadsPerIpPerMinute: 100_000,
      namesRegistrationsPerIpPerMinute: 100_000,
      namesRegistrationsPerAddressPerHour: 100_000,
      ...config,
    }),
    names: { now: () => clock.now },
  })
  const server = await serveApp(app)

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=${LOCAL_PROJECT.id}`, {
      method,
      ...(body === undefined
        ? {}
        : {
            headers: { 'content-type': 'application/json' },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
    })
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return { status: res.status, body: json as never, headers: res.headers }
  }

  /** AppKit's registration body: `JSON.stringify({ name, attributes, timestamp })` signed by `signer`. */
  const registration = async (
    signer: Signer,
    name: string,
    options: {
      timestamp?: number
      attributes?: Record<string, string>
      coinType?: number
      address?: string
      message?: string
      sign?: (message: string) => Promise<Hex>
    } = {},
  ): Promise<RegisterNameRequest> => {
    const message =
      options.message ??
      JSON.stringify({
        name,
        attributes: options.attributes ?? {},
        timestamp: options.timestamp ?? Math.floor(clock.now / 1000),
      })
    const signature = options.sign ? await options.sign(message) : await signer.signMessage({ message })
    return { coin_type: options.coinType ?? COIN_TYPE, address: options.address ?? signer.address, message, signature }
  }

  const post = (body: unknown) => call('POST', '/v1/profile/account', body)
  const register = async (signer: Signer, name: string, options: Parameters<typeof registration>[2] = {}) =>
    post(await registration(signer, name, options))

  const count = async (table: 'names' | 'name_signatures') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  /** Posts `body`, expects a refusal with `status` and `code`, and that nothing was written. */
  const refused = async (body: unknown, status: number, code: ProfileErrorCode) => {
    const before = [await count('names'), await count('name_signatures')]
    const res = await post(body)
    const error = res.body as ProfileError
    expect(error.reasons?.[0]?.name, JSON.stringify(res.body)).toBe(code)
    expect(res.status).toBe(status)
    expect(error.status).toBe('ERROR')
    expect(error.reasons[0]?.description.length).toBeGreaterThan(10)
    expect([await count('names'), await count('name_signatures')]).toEqual(before)
    return error.reasons[0]?.description as string
  }

  return {
    db: database.db,
    url: server.url,
    clock,
    call,
    registration,
    post,
    register,
    count,
    refused,
    async close() {
      await server.close()
      await database.close()
    },
  }
}

export type NamesHarness = Awaited<ReturnType<typeof startNamesHarness>>
export { ProfileErrorCode }
