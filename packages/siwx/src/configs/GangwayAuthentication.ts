import { ApiRequestError, type SIWXConfig, type SIWXContext, type SIWXMessage, type SIWXSession } from '@gangway/core'
import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import { DefaultMessenger } from '../messengers/DefaultMessenger.ts'
import { siwxServer } from './siwxServer.ts'

/** What `GET /siwx/v1/me` answers: the session a token stands for. */
export type SessionAccount = GangwayAuthentication.SessionAccount

type Messenger = { createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> }

/** Tokens this browser holds, one per signed-in address and network, and the latest one. */
type TokenBook = { current?: string; tokens: Record<string, string> }

const BOOK = 'siwx'
/** eip155 addresses are case-insensitive; Solana's base58 (and other namespaces') are kept as they are. */
const keyOf = (chainId: string, address: string) =>
  `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`

/**
 * Sign in with X with the sessions kept by your own Gangway server (AppKit's `ReownAuthentication`, without
 * the vendor cloud): the nonce comes from the server, the server verifies the signed message (EIP-4361, also
 * for contract wallets; Sign in with Solana) and answers a bearer token, kept in the kit's storage under its prefix. A site's
 * backend checks that token with one call: `GET /siwx/v1/me` (see the server README).
 *
 * ```ts
 * createAppKit({ ..., siwx: new GangwayAuthentication() })
 * ```
 */
export class GangwayAuthentication implements SIWXConfig {
  readonly signOutOnDisconnect: boolean
  private readonly required: boolean
  private readonly params: GangwayAuthentication.ConstructorParams
  private context: SIWXContext | undefined
  private messenger: Messenger | undefined
  private readonly listeners = new Set<(session: SIWXSession | undefined) => void>()

  constructor(params: GangwayAuthentication.ConstructorParams = {}) {
    this.params = params
    this.required = params.required ?? true
    this.signOutOnDisconnect = params.signOutOnDisconnect ?? true
  }

  /** Called by the kit: the server's URL, the project and the kit's storage. */
  setup(context: SIWXContext): void {
    this.context = context
  }

  async createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> {
    this.messenger ??= this.makeMessenger()
    return this.messenger.createMessage(input)
  }

  async addSession(session: SIWXSession): Promise<void> {
    const { token } = await this.server().post<{ token: string }>('sessions', {
      data: plainData(session.data),
      message: session.message,
      signature: session.signature,
    })
    const key = keyOf(session.data.chainId, session.data.accountAddress)
    this.writeBook((book) => ({ current: key, tokens: { ...book.tokens, [key]: token } }))
    this.emit(session)
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const key = keyOf(chainId, address)
    const token = this.readBook().tokens[key]
    if (!token) return []
    try {
      const { sessions } = await this.server().get<{ sessions: SessionAccount[] }>(
        'sessions',
        { chainId, address },
        token,
      )
      return sessions.map(({ expiresAt: _expiresAt, ...session }) => session)
    } catch (error) {
      // a token the server no longer knows is forgotten; other failures (server down) answer no session
      if (error instanceof ApiRequestError && error.status === 401) this.forget(key)
      return []
    }
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    const key = keyOf(chainId, address)
    const token = this.readBook().tokens[key]
    if (token) await this.server().delete('sessions', token)
    this.forget(key)
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    if (sessions.length === 0) {
      const { tokens } = this.readBook()
      await Promise.all(Object.values(tokens).map((token) => this.server().delete('sessions', token)))
      this.writeBook(() => ({ tokens: {} }))
      this.emit(undefined)
      return
    }
    for (const session of sessions) await this.addSession(session)
  }

  getRequired(): boolean {
    return this.required
  }

  /**
   * The latest signed-in session, as the server has it (AppKit's `getSessionAccount`), with AppKit's fields
   * read from it (`address`, `chainId`, `chainNamespace`, `caip2Network`, `domain`, `uri`, `nonce`, `exp`,
   * `iss`); throws when there is none.
   */
  async getSessionAccount(): Promise<SessionAccount> {
    const book = this.readBook()
    const token = book.current ? book.tokens[book.current] : undefined
    if (!token) throw new Error('Not authenticated')
    const session = await this.server().get<SIWXSession & { expiresAt: string }>('me', {}, token)
    const [namespace, reference] = session.data.chainId.split(':') as [ChainNamespace, string]
    return {
      ...session,
      address: session.data.accountAddress,
      chainId: namespace === 'eip155' ? Number(reference) : reference,
      chainNamespace: namespace,
      caip2Network: session.data.chainId,
      domain: session.data.domain,
      uri: session.data.uri,
      nonce: session.data.nonce,
      exp: Math.floor(Date.parse(session.expiresAt) / 1000),
      iss: `did:pkh:${session.data.chainId}:${session.data.accountAddress}`,
    }
  }

  /** The bearer token of an address's session on a network (for the site's own API calls), if signed in. */
  getToken(chainId: CaipNetworkId, address: string): string | undefined {
    return this.readBook().tokens[keyOf(chainId, address)]
  }

  /** Listens for sign-in and sign-out (AppKit's `on('sessionChanged')`); answers the unsubscribe. */
  on(_event: 'sessionChanged', listener: (session: SIWXSession | undefined) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Removes every `sessionChanged` listener (AppKit's `removeAllListeners`). */
  removeAllListeners(): void {
    this.listeners.clear()
  }

  private emit(session: SIWXSession | undefined) {
    for (const listener of this.listeners) listener(session)
  }

  private forget(key: string) {
    const had = key in this.readBook().tokens
    this.writeBook((book) => {
      const { [key]: _gone, ...tokens } = book.tokens
      return { ...(book.current === key ? {} : { current: book.current }), tokens }
    })
    if (had) this.emit(undefined)
  }

  private readBook(): TokenBook {
    const raw = this.ctx().authTokens.get(BOOK)
    if (!raw) return { tokens: {} }
    try {
      const book = JSON.parse(raw) as TokenBook
      return book && typeof book.tokens === 'object' ? book : { tokens: {} }
    } catch {
      return { tokens: {} }
    }
  }

  private writeBook(change: (book: TokenBook) => TokenBook) {
    const next = change(this.readBook())
    this.ctx().authTokens.set(BOOK, Object.keys(next.tokens).length > 0 ? JSON.stringify(next) : undefined)
  }

  private ctx(): SIWXContext {
    if (!this.context) throw new Error('GangwayAuthentication: pass it as the `siwx` option of createAppKit')
    return this.context
  }

  private server() {
    const context = this.ctx()
    return siwxServer({
      apiUrl: this.params.apiUrl ?? context.apiUrl,
      projectId: context.projectId,
      clientId: context.clientId(),
      ...(this.params.fetch ? { fetch: this.params.fetch } : {}),
    })
  }

  /**
   * Messages for the page's site with the server's single-use nonce: EIP-4361 on eip155, the informal
   * CAIP-122 text (Sign in with Solana) on solana — the texts the server's verifiers read.
   */
  private makeMessenger(): Messenger {
    const messenger = new DefaultMessenger({
      ...(this.params.statement ? { statement: this.params.statement } : {}),
      ...(this.params.expiration ? { expiration: this.params.expiration } : {}),
      getNonce: async () => (await this.server().get<{ nonce: string }>('nonce')).nonce,
    })
    messenger.setup(this.ctx())
    return messenger
  }
}

/** The message's fields without its methods (what goes over the wire). */
function plainData(data: SIWXMessage.Data): SIWXMessage.Data {
  const { toString: _toString, ...rest } = data as SIWXMessage.Data & { toString?: unknown }
  return JSON.parse(JSON.stringify(rest)) as SIWXMessage.Data
}

export namespace GangwayAuthentication {
  /**
   * What `getSessionAccount` answers (named as AppKit's `ReownAuthentication.SessionAccount`): the session as
   * the server keeps it (`data`, `message`, `signature`, `expiresAt`) and AppKit's fields read from it. AppKit's
   * Reown-cloud fields (`projectIdKey`, `projectUuid`, `profileUuid`, `sub`, `aud`, `email`, `appKitAccount`)
   * have no counterpart on a Gangway server.
   */
  export type SessionAccount = SIWXSession & {
    expiresAt: string
    address: string
    chainId: number | string
    chainNamespace: ChainNamespace
    caip2Network: CaipNetworkId
    domain: string
    uri: string
    nonce: string
    /** Expiry, Unix seconds. */
    exp: number
    /** `did:pkh:<caip2>:<address>`. */
    iss: string
  }
  export type ConstructorParams = {
    /** Whether cancelling the sign-in disconnects the wallet (default true). */
    required?: boolean
    /** Whether disconnecting signs out (revokes the session on the server; default true). */
    signOutOnDisconnect?: boolean
    /** The statement shown in the message (EIP-4361 `statement`). */
    statement?: string
    /** Session length in ms (the message's expiration time); the server caps it at 30 days. */
    expiration?: number
    /** Another Gangway server than the kit's `apiUrl`. */
    apiUrl?: string
    fetch?: typeof fetch
  }
}
