import { type Client, createChannel, status } from '@farcaster/auth-client'
import { FARCASTER_EXPIRED_MESSAGE } from '@gangway/protocol'
import type { AuthApi } from './createAuthApi.ts'

/** How long a Farcaster link works: the server's nonce and relay channel both live 10 minutes (SPEC §9 is silent). */
export const FARCASTER_SIGNIN_MS = 10 * 60_000
/** How often the channel's status is asked while the visitor signs in on their phone. */
export const FARCASTER_POLL_MS = 1_000

export type FarcasterSignInDeps = {
  /** The Gangway server: its relay is `<apiUrl>/farcaster` (the auth-client adds `/v1/channel…`). */
  apiUrl: string
  api: Pick<AuthApi, 'farcasterNonce' | 'farcasterConnect'>
  /** The parent's checked origin: the sign-in message names it (the visitor signs in to that site). */
  parentOrigin: string
  pollMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/** The auth-client's connector is for verifying, which the frame never does (the server does): unused here. */
const NO_VERIFYING: Client['ethereum'] = {
  getFid: () => Promise.reject(new Error('The frame does not verify Farcaster sign-ins')),
  isValidAuthAddress: () => Promise.reject(new Error('The frame does not verify Farcaster sign-ins')),
  publicClient: undefined as unknown as Client['ethereum']['publicClient'],
}

type Pending = { channelToken: string; deadline: number; replaced: boolean; waiting?: Promise<FarcasterSignedIn> }
export type FarcasterSignedIn = { userName: string; fid: number | undefined }

const failed = (why: string) => new Error(`Failed to connect to farcaster: ${why}`)

/**
 * Farcaster sign-in in the frame (issue 16 item 4): GET_FARCASTER_URI asks the server for a nonce bound to
 * this device, opens a channel on the server's own relay with `@farcaster/auth-client` (`createChannel`;
 * the message is for the parent's site) and answers its link; CONNECT_FARCASTER asks the channel's status
 * every second until the Farcaster app has signed (bounded by the link's 10 minutes), then signs in with
 * the server (`/auth/v1/farcaster/connect`, which verifies everything) — the session is then kept exactly
 * as after an e-mail code. Only the relay and `/auth/v1` are called. One sign-in at a time: a new link
 * replaces the one before, whose wait ends.
 */
export function createFarcasterSignIn(deps: FarcasterSignInDeps) {
  const now = deps.now ?? Date.now
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const client: Client = { config: { relay: `${deps.apiUrl}/farcaster`, version: 'v1' }, ethereum: NO_VERIFYING }
  let pending: Pending | undefined

  const wait = async (mine: Pending): Promise<FarcasterSignedIn> => {
    while (now() < mine.deadline) {
      if (mine.replaced) throw failed('a new sign-in was started')
      const answer = await status(client, { channelToken: mine.channelToken })
      if (mine.replaced) throw failed('a new sign-in was started')
      // a network hiccup: ask again on the next round (the deadline bounds it)
      if (!answer.isError) {
        const code = answer.response.status
        if (code === 200) {
          if (pending === mine) pending = undefined
          const { message, signature, username, fid } = answer.data
          if (!message || !signature) throw failed('the relay answered no signed message')
          const who = await deps.api.farcasterConnect({ message, signature, username })
          return { userName: who.userName ?? username ?? `fid ${who.fid ?? fid}`, fid: who.fid }
        }
        // the relay forgot the channel: it expired (or was read by someone else)
        if (code !== 202) break
      }
      await sleep(deps.pollMs ?? FARCASTER_POLL_MS)
    }
    if (pending === mine) pending = undefined
    throw new Error(FARCASTER_EXPIRED_MESSAGE)
  }

  return {
    /** A new link: the one before stops working for this frame. */
    async getUri(): Promise<{ url: string; expiresAt: string }> {
      if (pending) pending.replaced = true
      pending = undefined
      const { nonce } = await deps.api.farcasterNonce()
      const site = new URL(deps.parentOrigin)
      const deadline = now() + FARCASTER_SIGNIN_MS
      const channel = await createChannel(client, { siweUri: site.origin, domain: site.host, nonce })
      if (channel.isError) throw failed(channel.error?.message ?? 'the relay did not answer')
      if (channel.response.status !== 201 || typeof channel.data.url !== 'string') {
        throw failed(`the relay answered ${channel.response.status}`)
      }
      pending = { channelToken: channel.data.channelToken, deadline, replaced: false }
      return { url: channel.data.url, expiresAt: new Date(deadline).toISOString() }
    },
    /** Resolves once the Farcaster app signed in and the server accepted it; a second call shares the wait. */
    connect(): Promise<FarcasterSignedIn> {
      const mine = pending
      if (!mine) return Promise.reject(failed('ask for the Farcaster link first'))
      mine.waiting ??= wait(mine)
      return mine.waiting
    },
    /** Ends a wait under way (sign-out, reload). */
    cancel(): void {
      if (pending) pending.replaced = true
      pending = undefined
    },
  }
}
export type FarcasterSignIn = ReturnType<typeof createFarcasterSignIn>
