import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashToken } from '../auth/hashToken.ts'
import type { Database } from '../db/Database.ts'
import { FarcasterRelayLimits } from './farcasterRelayLimits.ts'

/** What the app asked for when it opened the channel (the auth-client's `CreateChannelRequest`). */
export type ChannelRequest = {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

/** What the Farcaster client posted with the relay key (the auth-client's `AuthenticateRequest`). */
export type ChannelCompletion = {
  message: string
  signature: string
  authMethod?: 'custody' | 'authAddress'
  fid: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
}

/** A channel as the status call answers it (the auth-client's `StatusAPIResponse`, without `url`). */
export type ChannelStatus = {
  state: 'pending' | 'completed'
  nonce: string
  signatureParams: ChannelRequest
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
} & Partial<ChannelCompletion>

/**
 * The relay's channels in the database, so every node behind a load balancer sees them and every change
 * is one conditional statement: opened pending; completed once (`UPDATE … WHERE state = 'pending'`); read
 * once completed (`DELETE … RETURNING`: the first status call that sees the signature takes it, as the
 * official relay closes a channel on its completed read); gone after `CHANNEL_TTL_MS` in any state. The
 * bearer token is stored as its SHA-256 and looked up by it, so no token is ever compared byte by byte.
 */
export function farcasterChannels(db: Kysely<Database>, now: () => number) {
  const live = () => new Date(now())
  const status = (row: {
    state: 'pending' | 'completed'
    nonce: string
    signature_params: Record<string, unknown>
    metadata: { ip: string; userAgent: string }
    accept_auth_address: boolean
    completion: Record<string, unknown> | null
  }): ChannelStatus => ({
    state: row.state,
    nonce: row.nonce,
    signatureParams: row.signature_params as ChannelRequest,
    metadata: row.metadata,
    acceptAuthAddress: row.accept_auth_address,
    ...(row.completion as Partial<ChannelCompletion> | null),
  })
  const columns = ['state', 'nonce', 'signature_params', 'metadata', 'accept_auth_address', 'completion'] as const
  const read = async (channelToken: string): Promise<ChannelStatus | undefined> => {
    const row = await db
      .selectFrom('farcaster_channels')
      .select(columns)
      .where('token_hash', '=', hashToken(channelToken))
      .where('expires_at', '>', live())
      .executeTakeFirst()
    return row && status(row)
  }

  return {
    async open(
      request: ChannelRequest,
      acceptAuthAddress: boolean,
      metadata: { ip: string; userAgent: string },
    ): Promise<{ channelToken: string }> {
      const channelToken = randomBytes(FarcasterRelayLimits.TOKEN_BYTES).toString('base64url')
      await db
        .insertInto('farcaster_channels')
        .values({
          token_hash: hashToken(channelToken),
          state: 'pending',
          nonce: request.nonce,
          signature_params: JSON.stringify(request),
          metadata: JSON.stringify(metadata),
          accept_auth_address: acceptAuthAddress,
          completion: null,
          expires_at: new Date(now() + FarcasterRelayLimits.CHANNEL_TTL_MS),
        })
        .execute()
      return { channelToken }
    },

    /** The live channel of a token, if any. */
    read,

    /** Completes a pending live channel, once: 'done', or why not ('unknown' channel, 'completed' already). */
    async complete(
      channelToken: string,
      completion: ChannelCompletion,
    ): Promise<ChannelStatus | 'unknown' | 'completed'> {
      const row = await db
        .updateTable('farcaster_channels')
        .set({ state: 'completed', completion: JSON.stringify(completion) })
        .where('token_hash', '=', hashToken(channelToken))
        .where('state', '=', 'pending')
        .where('expires_at', '>', live())
        .returning(columns)
        .executeTakeFirst()
      if (row) return status(row)
      return (await read(channelToken)) ? 'completed' : 'unknown'
    },

    /** Takes a completed live channel (deletes it): of parallel readers exactly one gets it. */
    async take(channelToken: string): Promise<ChannelStatus | undefined> {
      const row = await db
        .deleteFrom('farcaster_channels')
        .where('token_hash', '=', hashToken(channelToken))
        .where('state', '=', 'completed')
        .where('expires_at', '>', live())
        .returning(columns)
        .executeTakeFirst()
      return row && status(row)
    },
  }
}
