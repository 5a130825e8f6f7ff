import { randomUUID } from 'node:crypto'
import type { SiwxCreateSessionRequest, SiwxMessageData, SiwxSessionView } from '@gangway/protocol'
import type { Kysely, Selectable, Transaction } from 'kysely'
import { hashToken } from '../auth/hashToken.ts'
import type { Database, SiwxSessionsTable } from '../db/Database.ts'

type Row = Selectable<SiwxSessionsTable>

/** A stored session as the API answers it (`data` with the optional fields that were signed). */
export function sessionView(row: Row): SiwxSessionView {
  const data: SiwxMessageData = {
    accountAddress: row.account_address,
    chainId: row.chain_id as SiwxMessageData['chainId'],
    domain: row.domain,
    uri: row.uri,
    version: row.version,
    nonce: row.nonce,
  }
  if (row.statement !== null) data.statement = row.statement
  if (row.resources !== null) data.resources = row.resources
  if (row.request_id !== null) data.requestId = row.request_id
  if (row.issued_at !== null) data.issuedAt = row.issued_at
  if (row.expiration_time !== null) data.expirationTime = row.expiration_time
  if (row.not_before !== null) data.notBefore = row.not_before
  return { data, message: row.message, signature: row.signature, expiresAt: row.expires_at.toISOString() }
}

/** Signed sessions of a project, found by their bearer token (stored as its SHA-256 only). */
export function siwxSessions(db: Kysely<Database>, now: () => number) {
  return {
    async insert(
      tx: Transaction<Database>,
      projectId: string,
      token: string,
      session: SiwxCreateSessionRequest,
      addressKey: string,
      expiresAt: Date,
    ): Promise<Row> {
      const { data } = session
      return tx
        .insertInto('siwx_sessions')
        .values({
          id: randomUUID(),
          project_id: projectId,
          token_hash: hashToken(token),
          chain_id: data.chainId,
          account_address: data.accountAddress,
          address_key: addressKey,
          domain: data.domain,
          uri: data.uri,
          version: data.version,
          nonce: data.nonce,
          statement: data.statement ?? null,
          resources: data.resources ? JSON.stringify(data.resources) : null,
          request_id: data.requestId ?? null,
          issued_at: data.issuedAt ?? null,
          expiration_time: data.expirationTime ?? null,
          not_before: data.notBefore ?? null,
          message: session.message,
          signature: session.signature,
          expires_at: expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    /** The project's session of this token, live or not; undefined for a token it never issued. */
    async find(projectId: string, token: string): Promise<{ row: Row; live: boolean } | undefined> {
      const row = await db
        .selectFrom('siwx_sessions')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .where('project_id', '=', projectId)
        .executeTakeFirst()
      if (!row) return undefined
      return { row, live: row.revoked_at === null && row.expires_at.getTime() > now() }
    },
    /** Revokes the project's session of this token; a revoked or unknown one stays as it is. */
    async revoke(projectId: string, token: string): Promise<void> {
      await db
        .updateTable('siwx_sessions')
        .set({ revoked_at: new Date(now()) })
        .where('token_hash', '=', hashToken(token))
        .where('project_id', '=', projectId)
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}
