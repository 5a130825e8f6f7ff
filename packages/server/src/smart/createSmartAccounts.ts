import { type EmbeddedAccounts, type EmbeddedAccountType, SMART_ACCOUNT_NOT_AVAILABLE_MESSAGE } from '@gangway/protocol'
import { type GangwayAccountVersion, type GangwaySigner, toGangwaySmartAccount } from '@gangway/protocol/smart-account'
import type { Kysely } from 'kysely'
import type { Address, Hex } from 'viem'
import { AuthError, AuthErrorCode } from '../auth/AuthError.ts'
import type { AuthService, Session } from '../auth/createAuthService.ts'
import type { SmartAccountsConfig } from '../config/loadSmartAccounts.ts'
import type { Database } from '../db/Database.ts'
import type { Project } from '../projects/Project.ts'
import { type SentUserOperation, type SmartCall, sendSmartCalls } from './sendSmartCalls.ts'
import { smartAccountAddress } from './smartAccountAddress.ts'
import { smartAccountVersion } from './smartAccountVersion.ts'
import { type SmartChain, smartChains } from './smartChains.ts'
import { sponsorBudget } from './sponsorBudget.ts'

/** A user's smart account on one chain: where it is, which version, which factory deploys it, who owns it. */
export type UserSmartAccount = {
  smart: SmartChain
  address: Address
  owner: Address
  version: GangwayAccountVersion
  factory: Address
}

/** The account as viem's smart account, signing with `signer` (the owner's key) in the account's version's format. */
export function toUserSmartAccount(account: UserSmartAccount, signer: GangwaySigner) {
  return toGangwaySmartAccount({
    client: account.smart.publicClient,
    entryPoint: account.smart.config.entryPoint,
    factory: account.factory,
    owner: account.owner,
    address: account.address,
    version: account.version,
    signer,
  })
}

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
  /** The projects (their sponsorship policies), for work by user id (`userWallet`). */
  project?: (id: string) => Promise<Project | undefined>
}

const notAvailable = () =>
  new AuthError(400, AuthErrorCode.SMART_ACCOUNT_NOT_AVAILABLE, SMART_ACCOUNT_NOT_AVAILABLE_MESSAGE)
const isAccountType = (v: unknown): v is EmbeddedAccountType => v === 'eoa' || v === 'smartAccount'

/**
 * The embedded wallets' smart accounts (smart.md §4): the enabled networks, each user's counterfactual
 * GangwayAccount per chain (owned by the embedded wallet's key, deployed by its first user operation; version 2
 * from `factory`, or — for users made before version 2 — version 1 from `factoryV1`, see smartAccountVersion.ts),
 * the preferred account type stored per user, and `sendSmartCalls` — one user operation, sponsored when the
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
  const addressAt = smartAccountAddress()
  const versions = smartAccountVersion(db)
  const budget = sponsorBudget(db, deps.now)
  /** The user's account on a chain; undefined without smart accounts there (for this user's version). */
  const accountOf = async (userId: string, owner: Address, chainId: number): Promise<UserSmartAccount | undefined> => {
    const smart = chains.get(chainId)
    if (!smart) return undefined
    const at = versions.on(smart, await versions.of(userId))
    if (!at) return undefined
    return { smart, owner, ...at, address: await addressAt(smart, at.factory, owner) }
  }
  const accountOrThrow = async (userId: string, owner: Address, chainId: number) => {
    const account = await accountOf(userId, owner, chainId)
    if (!account) throw notAvailable()
    return account
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

  const sendAs = async (userId: string, chainId: number, calls: readonly SmartCall[], project: Project) => {
    const owner = await auth.signerOf(userId)
    const account = await accountOrThrow(userId, owner.address, chainId)
    return sendSmartCalls(
      { smart: account.smart, budget, paymasterSignerKey: deps.config.paymasterSignerKey },
      { account: await toUserSmartAccount(account, owner), project, calls },
    )
  }

  return {
    budget,
    /** The smart-account-enabled networks (chain numbers). */
    networks: () => chains.enabled,
    isEnabled: (chainId: number) => chains.isEnabled(chainId),
    chain: (chainId: number) => chains.get(chainId),
    /** The GangwayAccount version of the session's smart accounts (1: made before version 2). */
    version: (session: Session) => versions.of(session.userId),

    /** The session's smart account on a chain (counterfactual until its first user operation). */
    async accountOf(session: Session, chainId: number): Promise<UserSmartAccount> {
      return accountOrThrow(session.userId, session.address as Address, chainId)
    },

    /** The session's smart account's address on a chain. */
    async addressOf(session: Session, chainId: number): Promise<Address> {
      return (await accountOrThrow(session.userId, session.address as Address, chainId)).address
    },

    /** `/auth/v1/smart-account/init`: the address and whether it is deployed; deploys nothing. */
    async init(session: Session, chainId: number) {
      const { smart, address } = await accountOrThrow(session.userId, session.address as Address, chainId)
      return { address, isDeployed: await isDeployed(smart, address) }
    },

    /** `/auth/v1/preferred-account`: stores the type; a smart account only on an enabled chain. */
    async setPreferred(session: Session, type: EmbeddedAccountType, chainId: number) {
      const address =
        type === 'smartAccount'
          ? (await accountOrThrow(session.userId, session.address as Address, chainId)).address
          : session.address
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
      if (!(await accountOf(session.userId, session.address as Address, chainId))) return 'eoa'
      return preferredType(session, isAccountType(dialogDefault) ? dialogDefault : 'smartAccount')
    },

    /** The user payload's accounts on a chain (`/auth/v1/me` with a chainId). */
    async accountsOf(session: Session, chainId: number, dialogDefault?: unknown): Promise<EmbeddedAccounts> {
      const eoa = { address: session.address, type: 'eoa' as const }
      const account = await accountOf(session.userId, session.address as Address, chainId)
      if (!account) {
        return { address: session.address, accounts: [eoa], preferredAccountType: 'eoa', smartAccountDeployed: false }
      }
      const { smart, address } = account
      const type = await preferredType(session, isAccountType(dialogDefault) ? dialogDefault : 'smartAccount')
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
      return sendAs(args.session.userId, args.chainId, args.calls, args.project)
    },

    /**
     * A user's smart account for server-side work without a session (ERC-7715 sessions: grant and revoke):
     * its address, ONE user operation (mined; throws when it reverts) and ERC-1271/6492 message signatures.
     */
    userWallet(userId: string) {
      const projectOf = async () => {
        const user = await db
          .selectFrom('auth_users')
          .select('project_id')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
        const project = await deps.project?.(user.project_id)
        if (!project) throw new AuthError(403, AuthErrorCode.INVALID_PROJECT_ID, 'Invalid Project ID')
        return project
      }
      return {
        /** The user's smart account on a chain (undefined: none there) and its version. */
        async smartAccount(chainId: number): Promise<{ address: Address; version: GangwayAccountVersion } | undefined> {
          const account = await accountOf(userId, (await auth.signerOf(userId)).address, chainId)
          return account && { address: account.address, version: account.version }
        },
        async sendCalls(chainId: number, calls: readonly SmartCall[]): Promise<Hex> {
          const sent = await sendAs(userId, chainId, calls, await projectOf())
          const mined = await sent.wait()
          if (!mined.success) {
            throw new AuthError(400, AuthErrorCode.USER_OPERATION_FAILED, 'The user operation reverted')
          }
          return mined.transactionHash
        },
        async signMessage(chainId: number, message: string | { raw: Hex }): Promise<Hex> {
          const owner = await auth.signerOf(userId)
          const account = await toUserSmartAccount(await accountOrThrow(userId, owner.address, chainId), owner)
          return account.signMessage({ message })
        },
      }
    },
  }
}
export type SmartAccounts = ReturnType<typeof createSmartAccounts>
