import { type EmbeddedAccounts, type EmbeddedAccountType, SMART_ACCOUNT_NOT_AVAILABLE_MESSAGE } from '@gangway/protocol'
import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import { AuthError, AuthErrorCode } from '../auth/AuthError.ts'
import type { AuthService, Session } from '../auth/createAuthService.ts'
import type { SmartAccountsConfig } from '../config/loadSmartAccounts.ts'
import type { Database } from '../db/Database.ts'
import type { Project } from '../projects/Project.ts'
import { type SentUserOperation, type SmartCall, sendSmartCalls } from './sendSmartCalls.ts'
import { smartAccountAddress } from './smartAccountAddress.ts'
import { type SmartChain, smartChains } from './smartChains.ts'
import { sponsorBudget } from './sponsorBudget.ts'

export type SmartAccountsDeps = {
  db: Kysely<Database>
  auth: AuthService
  config: SmartAccountsConfig
  /** The RPC upstream per CAIP-2 chain, the proxy's timeout and retries. */
  upstreams: Record<string, string>
  timeoutMs: number
  retries: number
  /** viem's polling interval for receipts (tests on anvil: 50 ms). */
  pollingIntervalMs?: number
  now?: () => number
}

const notAvailable = () =>
  new AuthError(400, AuthErrorCode.SMART_ACCOUNT_NOT_AVAILABLE, SMART_ACCOUNT_NOT_AVAILABLE_MESSAGE)
const isAccountType = (v: unknown): v is EmbeddedAccountType => v === 'eoa' || v === 'smartAccount'

/**
 * The embedded wallets' smart accounts (smart.md §4): the enabled networks, each user's counterfactual
 * GangwayAccount per chain (owned by the embedded wallet's key, deployed by its first user operation), the
 * preferred account type stored per user, and `sendSmartCalls` — one user operation, sponsored when the
 * project's policy allows.
 */
export function createSmartAccounts(deps: SmartAccountsDeps) {
  const { db, auth } = deps
  const chains = smartChains({
    chains: deps.config.chains,
    upstreams: deps.upstreams,
    timeoutMs: deps.timeoutMs,
    retries: deps.retries,
    ...(deps.pollingIntervalMs ? { pollingIntervalMs: deps.pollingIntervalMs } : {}),
  })
  const addressOf = smartAccountAddress()
  const budget = sponsorBudget(db, deps.now)
  const chainOf = (chainId: number): SmartChain => {
    const smart = chains.get(chainId)
    if (!smart) throw notAvailable()
    return smart
  }
  const isDeployed = async (smart: SmartChain, address: Address) =>
    Boolean(await smart.publicClient.getCode({ address }))

  /** The stored type; when the user never chose, `fallback` is stored (once, whoever asks first) and answered. */
  const preferredType = async (session: Session, fallback: EmbeddedAccountType): Promise<EmbeddedAccountType> => {
    const set = await db
      .updateTable('auth_users')
      .set({ preferred_account_type: fallback })
      .where('id', '=', session.userId)
      .where('preferred_account_type', 'is', null)
      .returning('preferred_account_type')
      .executeTakeFirst()
    if (set) return fallback
    const row = await db
      .selectFrom('auth_users')
      .select('preferred_account_type')
      .where('id', '=', session.userId)
      .executeTakeFirst()
    return isAccountType(row?.preferred_account_type) ? row.preferred_account_type : fallback
  }

  return {
    budget,
    /** The smart-account-enabled networks (chain numbers). */
    networks: () => chains.enabled,
    isEnabled: (chainId: number) => chains.isEnabled(chainId),
    chain: (chainId: number) => chains.get(chainId),

    /** The session's smart account on a chain (counterfactual until its first user operation). */
    async addressOf(session: Session, chainId: number): Promise<Address> {
      return addressOf(chainOf(chainId), session.address as Address)
    },

    /** `/auth/v1/smart-account/init`: the address and whether it is deployed; deploys nothing. */
    async init(session: Session, chainId: number) {
      const smart = chainOf(chainId)
      const address = await addressOf(smart, session.address as Address)
      return { address, isDeployed: await isDeployed(smart, address) }
    },

    /** `/auth/v1/preferred-account`: stores the type; a smart account only on an enabled chain. */
    async setPreferred(session: Session, type: EmbeddedAccountType, chainId: number) {
      const address =
        type === 'smartAccount' ? await addressOf(chainOf(chainId), session.address as Address) : session.address
      await db
        .updateTable('auth_users')
        .set({ preferred_account_type: type })
        .where('id', '=', session.userId)
        .execute()
      return { type, address }
    },

    /**
     * The account type the session's requests use on a chain: the stored preference (or, never chosen,
     * `dialogDefault`, else smartAccount), a smart account only where enabled.
     */
    async typeOn(session: Session, chainId: number, dialogDefault?: unknown): Promise<EmbeddedAccountType> {
      if (!chains.isEnabled(chainId)) return 'eoa'
      return preferredType(session, isAccountType(dialogDefault) ? dialogDefault : 'smartAccount')
    },

    /** The user payload's accounts on a chain (`/auth/v1/me` with a chainId). */
    async accountsOf(session: Session, chainId: number, dialogDefault?: unknown): Promise<EmbeddedAccounts> {
      const eoa = { address: session.address, type: 'eoa' as const }
      const smart = chains.get(chainId)
      if (!smart) {
        return { address: session.address, accounts: [eoa], preferredAccountType: 'eoa', smartAccountDeployed: false }
      }
      const [type, address] = await Promise.all([
        preferredType(session, isAccountType(dialogDefault) ? dialogDefault : 'smartAccount'),
        addressOf(smart, session.address as Address),
      ])
      return {
        address: type === 'smartAccount' ? address : session.address,
        accounts: [eoa, { address, type: 'smartAccount' }],
        preferredAccountType: type,
        smartAccountDeployed: await isDeployed(smart, address),
      }
    },

    /**
     * ONE user operation with `calls` from the session's smart account on `chainId` (see sendSmartCalls.ts):
     * the function session permissions (ERC-7715) build on.
     */
    async sendSmartCalls(args: {
      session: Session
      chainId: number
      calls: readonly SmartCall[]
      project: Project
    }): Promise<SentUserOperation> {
      const smart = chainOf(args.chainId)
      const owner = await auth.signer(args.session)
      return sendSmartCalls(
        { smart, budget, paymasterSignerKey: deps.config.paymasterSignerKey },
        { owner, address: await addressOf(smart, owner.address), project: args.project, calls: args.calls },
      )
    },
  }
}
export type SmartAccounts = ReturnType<typeof createSmartAccounts>
