import type { Cacao } from './SIWXConfig.ts'

/** AppKit's SIWE session: who is signed in, on which EVM chain. */
export interface SIWESession {
  address: string
  chainId: number
}

/** What `createMessage` gets (EIP-4361 fields; `address` is a `did:pkh:eip155:<chainId>:<address>` as in AppKit). */
export interface SIWECreateMessageArgs {
  chainId: number
  domain: string
  nonce: string
  uri: string
  address: string
  version: '1'
  type?: 'caip122' | 'eip4361'
  nbf?: string
  exp?: string
  statement?: string
  requestId?: string
  resources?: string[]
  expiry?: number
  iat?: string
}

/** The site's part of the message (`getMessageParams`). */
export type SIWEMessageArgs = {
  chains: number[]
  methods?: string[]
} & Omit<SIWECreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>

export interface SIWEVerifyMessageArgs {
  message: string
  signature: string
  cacao?: Cacao
}

/** The site's SIWE functions (AppKit's `SIWEClientMethods`). */
export interface SIWEClientMethods {
  getNonce: (address?: string) => Promise<string>
  getMessageParams?: () => Promise<SIWEMessageArgs>
  createMessage: (args: SIWECreateMessageArgs) => string
  verifyMessage: (args: SIWEVerifyMessageArgs) => Promise<boolean>
  getSession: () => Promise<SIWESession | null>
  signOut: () => Promise<boolean>
  onSignIn?: (session?: SIWESession) => void
  onSignOut?: () => void
}

/** AppKit's `SIWEConfig` (what `createSIWEConfig` takes): the functions plus its flags. */
export interface SIWEConfig extends SIWEClientMethods {
  /** Cancelling the sign-in disconnects the wallet (default true). */
  required?: boolean
  /** false turns sign-in off (default true). */
  enabled?: boolean
  /** Accepted for AppKit's sake; Gangway asks for a nonce per message. */
  nonceRefetchIntervalMs?: number
  /** Accepted for AppKit's sake; Gangway reads the session when it needs it. */
  sessionRefetchIntervalMs?: number
  /** Disconnecting signs out (default true). */
  signOutOnDisconnect?: boolean
  /** A session of another address counts as none (default true). */
  signOutOnAccountChange?: boolean
  /** A session of another network counts as none (default true). */
  signOutOnNetworkChange?: boolean
}

/** The flags with their defaults filled in (AppKit's `AppKitSIWEClient['options']`). */
export type SIWEClientOptions = Required<
  Pick<
    SIWEConfig,
    | 'required'
    | 'enabled'
    | 'nonceRefetchIntervalMs'
    | 'sessionRefetchIntervalMs'
    | 'signOutOnDisconnect'
    | 'signOutOnAccountChange'
    | 'signOutOnNetworkChange'
  >
>

/** What `createSIWEConfig` returns and `siweConfig` takes (the shape of AppKit's `AppKitSIWEClient`). */
export interface AppKitSIWEClient {
  options: SIWEClientOptions
  methods: SIWEClientMethods
}
