import type { CaipNetworkId } from '@gangway/protocol'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { Metadata } from '../options/KitOptions.ts'

/**
 * Sign in with X (CAIP-122), AppKit 1.8's `siwx` option: the plug-in that makes the message a visitor signs
 * after connecting, stores the signed sessions and answers whether an address is signed in on a network.
 * `@gangway/siwx` offers `DefaultSIWX` (browser storage) and `GangwayAuthentication` (sessions kept by the
 * Gangway server); a site may write its own.
 */
export interface SIWXConfig {
  /** A new, unique message for the visitor to sign; its `toString()` is the text the wallet shows. */
  createMessage: (input: SIWXMessage.Input) => Promise<SIWXMessage>
  /** Signs with something other than the connected wallet (default: the wallet's `personal_sign`). Throws on failure. */
  signMessage?: (params: { message: string; chainId: string; accountAddress: string }) => Promise<string>
  /** Verifies a signed session and stores it; throws (and stores nothing) when it is not valid. */
  addSession: (session: SIWXSession) => Promise<void>
  /** Deletes every session of this address on this network. */
  revokeSession: (chainId: CaipNetworkId, address: string) => Promise<void>
  /** Replaces all sessions (verifying each first); `[]` signs out everywhere. */
  setSessions: (sessions: SIWXSession[]) => Promise<void>
  /** The valid (verified, not expired) sessions of this address on this network. */
  getSessions: (chainId: CaipNetworkId, address: string) => Promise<SIWXSession[]>
  /** Whether cancelling the sign-in disconnects the wallet (default true in Gangway's configs). */
  getRequired?: () => boolean
  /** Whether disconnecting revokes the session (default true). */
  signOutOnDisconnect?: boolean
  /**
   * Gangway's addition: called once by `createKit` with what a config may need from the dialog instance
   * (networks for RPC verification, the server, the kit's storage). AppKit's configs read these from global
   * controllers; Gangway has no globals, so the kit hands them over.
   */
  setup?: (context: SIWXContext) => void
}

/** What the kit gives a SIWX config at setup. */
export type SIWXContext = {
  projectId: string
  /** Base URL of the Gangway server. */
  apiUrl: string
  /** The site's networks (names, RPC URLs — verifiers read contract wallets through them). */
  networks: readonly CaipNetwork[]
  metadata: Metadata | undefined
  /** The kit's storage for auth tokens (SPEC §3: under the kit's prefix). */
  authTokens: {
    get(name: string): string | undefined
    set(name: string, token: string | undefined): void
  }
  /** This browser's client id. */
  clientId(): string
  /** The connected wallet's name and icon, if any. */
  walletInfo(): { name: string; icon?: string } | undefined
}

/** A signed sign-in message (SPEC §3 embedded session fields live in `data`). */
export interface SIWXSession {
  data: SIWXMessage.Data
  message: string
  signature: string
  /** A CAIP-74 object capability, when the session came from a WalletConnect one-click auth. */
  cacao?: Cacao
}

export interface SIWXMessage extends SIWXMessage.Data, SIWXMessage.Methods {}

export namespace SIWXMessage {
  export interface Data extends Input, Metadata, Identifier {}
  /** What differs per visitor. */
  export interface Input {
    accountAddress: string
    chainId: CaipNetworkId
    notBefore?: Timestamp
  }
  /** What belongs to the site. */
  export interface Metadata {
    domain: string
    uri: string
    version: string
    nonce: string
    statement?: string
    resources?: string[]
  }
  export interface Identifier {
    requestId?: string
    issuedAt?: Timestamp
    expirationTime?: Timestamp
  }
  export interface Methods {
    toString: () => string
  }
  /** ISO 8601, UTC. */
  export type Timestamp = string
}

/** CAIP-74 object capability (WalletConnect one-click auth). */
export interface Cacao {
  h: { t: 'caip122' | 'eip4361' }
  p: {
    domain: string
    aud: string
    nonce: string
    iss: string
    version?: string
    iat?: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: string; s: string; m?: string }
}
