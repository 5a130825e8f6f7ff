import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/Database.ts'
import type { SocialProviderId } from './SocialProvider.ts'

/** How long an authorization request waits for its redirect. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000

export type PendingSocialLogin = {
  projectId: string
  deviceId: string
  provider: SocialProviderId
  codeVerifier: string
  nonce: string
  redirectUri: string
  /** Where a login without popup returns to (Telegram), on an allowed origin of the project. */
  returnTo?: string | undefined
}

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url')

/**
 * Authorization requests waiting for the provider's redirect, kept server-side: the PKCE verifier and the
 * nonce never leave the server, the state is stored as its hash, and a state is used up by ONE statement
 * (`DELETE … WHERE state AND project AND device AND not expired RETURNING`), so of any number of parallel
 * or replayed connects exactly one gets it. A state presented from another device or project is not
 * consumed (it stays for its owner) and is refused.
 */
export function socialStates(db: Kysely<Database>, now: () => number) {
  return {
    async save(state: string, pending: PendingSocialLogin): Promise<void> {
      await db
        .insertInto('auth_social_states')
        .values({
          state_hash: hashState(state),
          project_id: pending.projectId,
          device_id: pending.deviceId,
          provider: pending.provider,
          code_verifier: pending.codeVerifier,
          nonce: pending.nonce,
          redirect_uri: pending.redirectUri,
          return_to: pending.returnTo ?? null,
          expires_at: new Date(now() + SOCIAL_STATE_TTL_MS),
        })
        .execute()
    },

    /** The pending login of `state` for this project and device, used up; undefined when there is none. */
    async take(state: string, projectId: string, deviceId: string): Promise<PendingSocialLogin | undefined> {
      const row = await db
        .deleteFrom('auth_social_states')
        .where('state_hash', '=', hashState(state))
        .where('project_id', '=', projectId)
        .where('device_id', '=', deviceId)
        .where('expires_at', '>', new Date(now()))
        .returning(['provider', 'code_verifier', 'nonce', 'redirect_uri'])
        .executeTakeFirst()
      if (!row) return undefined
      return {
        projectId,
        deviceId,
        provider: row.provider as SocialProviderId,
        codeVerifier: row.code_verifier,
        nonce: row.nonce,
        redirectUri: row.redirect_uri,
      }
    },

    /**
     * Where the login of a live `state` returns to, when it was started without a popup; reads only (the
     * state stays for CONNECT_SOCIAL). Undefined for an unknown, expired or used state, or a popup login.
     */
    async returnTo(state: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('auth_social_states')
        .select('return_to')
        .where('state_hash', '=', hashState(state))
        .where('expires_at', '>', new Date(now()))
        .executeTakeFirst()
      return row?.return_to ?? undefined
    },

    /** Deletes requests whose redirect never came. */
    async sweep(): Promise<number> {
      const result = await db
        .deleteFrom('auth_social_states')
        .where('expires_at', '<=', new Date(now()))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
