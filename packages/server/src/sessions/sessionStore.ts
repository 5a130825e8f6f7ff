import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, SmartSessionsTable } from '../db/Database.ts'
import type { GrantScope } from './parseGrantRequest.ts'
import { SessionLimits } from './SessionLimits.ts'

export type SessionRow = Selectable<SmartSessionsTable>

/** Where a session's account lives: CAIP-2 chain and the lowercase account address. */
export type SessionAccount = { chainId: string; address: string }

/**
 * The `smart_sessions` table. Each write is one statement (or one transaction), so two revokes of one pci
 * race harmlessly: exactly one of them sets `revoked_at` and gets the row back.
 */
export function sessionStore(db: Kysely<Database>) {
  return {
    /**
     * Records a granted session. The same key granted again on the account starts a new epoch on-chain
     * (its old scopes are gone), so the key's older sessions are marked revoked in the same transaction.
     */
    async insert(input: {
      projectId: string
      userId: string | null
      account: SessionAccount
      scope: GrantScope
      grantTxHash: string | null
      now: Date
    }): Promise<SessionRow> {
      const { account, scope } = input
      return db.transaction().execute(async (tx) => {
        await tx
          .updateTable('smart_sessions')
          .set({ revoked_at: input.now })
          .where('account_address', '=', account.address)
          .where('chain_id', '=', account.chainId)
          .where('session_key', '=', scope.sessionKey.toLowerCase())
          .where('revoked_at', 'is', null)
          .execute()
        return tx
          .insertInto('smart_sessions')
          .values({
            pci: randomUUID(),
            project_id: input.projectId,
            user_id: input.userId,
            chain_id: account.chainId,
            account_address: account.address,
            session_key: scope.sessionKey.toLowerCase(),
            permissions: JSON.stringify(scope.permissions),
            policies: JSON.stringify(scope.policies),
            spend_limit: scope.spendLimit.toString(),
            expiry: new Date(scope.validUntil * 1000),
            grant_tx_hash: input.grantTxHash,
            created_at: input.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
    },

    /** One session by pci, only if it is this account's (a pci that is not a uuid finds nothing). */
    async get(pci: string, account: { address: string; chainId?: string }): Promise<SessionRow | undefined> {
      if (!isUuid(pci)) return undefined
      let query = db
        .selectFrom('smart_sessions')
        .selectAll()
        .where('pci', '=', pci)
        .where('account_address', '=', account.address)
      if (account.chainId) query = query.where('chain_id', '=', account.chainId)
      return query.executeTakeFirst()
    },

    /** One session by pci, only if the embedded wallet of `userId` granted it. */
    async getForUser(pci: string, userId: string): Promise<SessionRow | undefined> {
      if (!isUuid(pci)) return undefined
      return db
        .selectFrom('smart_sessions')
        .selectAll()
        .where('pci', '=', pci)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    },

    /** The account's sessions granted to a project, newest first. */
    list(projectId: string, account: SessionAccount): Promise<SessionRow[]> {
      return db
        .selectFrom('smart_sessions')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('account_address', '=', account.address)
        .where('chain_id', '=', account.chainId)
        .orderBy('created_at', 'desc')
        .limit(SessionLimits.LIST_MAX)
        .execute()
    },

    /**
     * Marks a session revoked — atomically: `UPDATE … WHERE pci AND revoked_at IS NULL RETURNING`. Answers
     * the row when this call revoked it; undefined when it was revoked already (or is not this account's).
     */
    async revoke(pci: string, accountAddress: string, at: Date): Promise<SessionRow | undefined> {
      if (!isUuid(pci)) return undefined
      return db
        .updateTable('smart_sessions')
        .set({ revoked_at: at })
        .where('pci', '=', pci)
        .where('account_address', '=', accountAddress)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst()
    },

    /** Undoes `revoke` when its on-chain revocation failed (only that very revocation: same time). */
    async unrevoke(pci: string, at: Date): Promise<void> {
      await db
        .updateTable('smart_sessions')
        .set({ revoked_at: null })
        .where('pci', '=', pci)
        .where('revoked_at', '=', at)
        .execute()
    },
  }
}

export type SessionStore = ReturnType<typeof sessionStore>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isUuid = (value: string) => UUID.test(value)
