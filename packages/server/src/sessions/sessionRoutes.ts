import { ApiErrorCode, RevokeSessionRequestSchema, SessionErrorCode, SessionsApiPath } from '@gangway/protocol'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { type Address, type Hex, isAddress } from 'viem'
import type { AppEnv } from '../http/AppEnv.ts'
import { apiError } from '../http/apiError.ts'
import { limitBody } from '../http/limitBody.ts'
import { rateLimited } from '../http/rateLimited.ts'
import type { Limiter } from '../limits/createLimits.ts'
import type { ChainClients } from '../rpc/createChainClients.ts'
import { revokeOnChain } from './revokeOnChain.ts'
import { SessionError } from './SessionError.ts'
import { SessionLimits } from './SessionLimits.ts'
import type { SessionWallet } from './SessionWallet.ts'
import type { SessionStore } from './sessionStore.ts'
import { toSmartSession } from './toSmartSession.ts'
import { verifyRevokeSignature } from './verifyRevokeSignature.ts'

export type SessionRoutesOptions = {
  store: SessionStore
  /** The EVM chains' public clients: the revoke signature is checked on the session's chain. */
  clients: ChainClients
  /** The embedded wallet that granted a session (its key signs the on-chain revoke); undefined without smart accounts. */
  walletOf?: ((owner: { userId: string; projectId: string }) => Promise<SessionWallet | undefined>) | undefined
  readsPerIp: Limiter
  revokesPerIp: Limiter
  now?: () => number
}

/**
 * `/v1/sessions` (SPEC §7, AppKit's `getSmartSessions` / `revokeSmartSession`), behind the project guard:
 * `GET /v1/sessions/{caipAddress}` → `{ pcis }`, the sessions the account granted to this project; and
 * `POST /v1/sessions/{address}/revoke` `{ pci, signature }`, where `signature` is the account's (EIP-191, or
 * ERC-1271 / ERC-6492 for a smart account, checked with viem's `verifyMessage` on the session's chain) over
 * `sessionRevokeMessage(pci)`. A good revoke revokes on-chain when the server holds the account's key (an
 * embedded wallet), marks the session revoked and answers `{ success: true }`; again, it changes nothing.
 */
export function sessionRoutes(app: Hono<AppEnv>, options: SessionRoutesOptions): void {
  const { store, now = Date.now } = options
  const handle = (fn: (c: Context<AppEnv>) => Promise<Response>) => async (c: Context<AppEnv>) => {
    try {
      return await fn(c)
    } catch (error) {
      if (error instanceof SessionError) return error.respond(c)
      throw error
    }
  }

  app.get(
    `${SessionsApiPath.sessions}/:caipAddress`,
    perIp(options.readsPerIp),
    handle(async (c) => {
      const account = parseAccount(c.req.param('caipAddress') ?? '', true)
      const project = c.get('project')
      const rows = await store.list(project.id, { chainId: account.chainId as string, address: account.address })
      return c.json({ pcis: rows.map((row) => toSmartSession(row, project)) })
    }),
  )

  app.post(
    `${SessionsApiPath.sessions}/:address/revoke`,
    perIp(options.revokesPerIp),
    limitBody(SessionLimits.REVOKE_BODY_LIMIT_BYTES, (c) =>
      apiError(
        c,
        413,
        ApiErrorCode.PAYLOAD_TOO_LARGE,
        `The body is larger than ${SessionLimits.REVOKE_BODY_LIMIT_BYTES} bytes`,
      ),
    ),
    handle(async (c) => {
      const account = parseAccount(c.req.param('address') ?? '', false)
      const parsed = RevokeSessionRequestSchema.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) {
        throw new SessionError(ApiErrorCode.BAD_REQUEST, 'The body must be { pci, signature } (signature 0x-hex)')
      }
      const { pci, signature } = parsed.data
      const row = await store.get(pci, account)
      if (!row || row.project_id !== c.get('project').id) {
        throw new SessionError(SessionErrorCode.NOT_FOUND, `No session ${pci} of ${account.address}`, 404)
      }
      await verifyRevokeSignature(options.clients, row.chain_id, row.account_address as Address, pci, signature as Hex)
      const wallet = row.user_id
        ? await options.walletOf?.({ userId: row.user_id, projectId: row.project_id })
        : undefined
      await revokeOnChain(row, wallet, store, new Date(now()))
      return c.json({ success: true })
    }),
  )
}

/** `eip155:<chain>:<address>` (the chain required for the list) or a bare `0x` address; lowercase. */
function parseAccount(raw: string, chainRequired: boolean): { chainId?: string; address: string } {
  const parts = raw.split(':')
  const address = parts.at(-1) ?? ''
  const chain = parts.length === 3 && parts[0] === 'eip155' && /^\d{1,20}$/.test(parts[1] ?? '') ? parts[1] : undefined
  const shapeOk = parts.length === 3 ? chain !== undefined : parts.length === 1 && !chainRequired
  if (!shapeOk || !isAddress(address, { strict: false })) {
    throw new SessionError(
      ApiErrorCode.BAD_REQUEST,
      chainRequired
        ? 'Expected a CAIP-10 EVM address, eip155:<chain>:0x…'
        : 'Expected an EVM address (0x… or eip155:<chain>:0x…)',
    )
  }
  return { address: address.toLowerCase(), ...(chain ? { chainId: `eip155:${chain}` } : {}) }
}

function perIp(limiter: Limiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = await limiter.consume(c.get('ip'))
    if (!limit.ok) return rateLimited(c, limit)
    await next()
  }
}
