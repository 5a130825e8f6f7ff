import type { SIWXContext, SIWXMessage } from '@gangway/core'
import { randomNonce } from '../messengers/randomNonce.ts'
import { SIWXError, SIWXErrorCode } from '../SIWXError.ts'
import { MESSAGE_VERSION } from '../siwxConstants.ts'
import { siteLocation } from './siteLocation.ts'

/**
 * Makes the messages a config hands out (AppKit's `SIWXMessenger`): the site's fields, a fresh nonce, the
 * times; a subclass writes the text (`stringify`). Everything AppKit requires is optional here: the domain and
 * URI default to the page (else the kit's `metadata.url`), the nonce to 20 random alphanumerics.
 */
export abstract class SIWXMessenger {
  domain: string | undefined
  uri: string | undefined
  statement: string | undefined
  resources: string[] | undefined
  protected readonly version: string = MESSAGE_VERSION
  /** How long a message is valid, in milliseconds from its `notBefore` (else from now); none by default. */
  protected expiration: number | undefined
  protected getNonce: (input: SIWXMessage.Input) => Promise<string>
  protected getRequestId: (() => Promise<string | undefined>) | undefined
  /** What the kit handed over at setup (networks, metadata). */
  protected context: SIWXContext | undefined

  /** The text of a message (its `toString()`). Throws for data the format cannot carry. */
  protected abstract stringify(data: SIWXMessage.Data): string

  constructor(params: SIWXMessenger.ConstructorParams = {}) {
    this.domain = params.domain
    this.uri = params.uri
    this.statement = params.statement
    this.resources = params.resources
    this.expiration = params.expiration
    this.getNonce = params.getNonce ?? (() => Promise.resolve(randomNonce()))
    this.getRequestId = params.getRequestId
  }

  /** Gangway: the kit's context (called through the config's `setup`). */
  setup(context: SIWXContext): void {
    this.context = context
  }

  /**
   * A new message for this visitor. The returned object's `toString()` renders its current fields (as AppKit's
   * does); the text is rendered once here too, so data the format cannot carry fails now, not at signing.
   */
  async createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> {
    const site = siteLocation(this.context)
    const domain = this.domain ?? site?.domain
    const uri = this.uri ?? site?.uri
    if (!domain || !uri) {
      throw new SIWXError(
        SIWXErrorCode.INVALID_MESSAGE,
        'SIWX: no domain for the message (not in a page and no metadata.url); pass `domain` and `uri`',
      )
    }
    const data: SIWXMessage.Data = {
      accountAddress: input.accountAddress,
      chainId: input.chainId,
      version: this.version,
      domain,
      uri,
      nonce: await this.getNonce(input),
      issuedAt: this.getIssuedAt(),
    }
    const optional = {
      statement: this.statement,
      resources: this.resources,
      requestId: await this.getRequestId?.(),
      expirationTime: this.getExpirationTime(input),
      notBefore: this.getNotBefore(input),
    }
    for (const [key, value] of Object.entries(optional)) {
      if (value !== undefined) Object.assign(data, { [key]: value })
    }
    this.stringify(data)
    return Object.assign(data, { toString: () => this.stringify(data) })
  }

  protected getExpirationTime({ notBefore }: Pick<SIWXMessage.Input, 'notBefore'>): string | undefined {
    if (this.expiration === undefined) return undefined
    const start = notBefore ? Date.parse(notBefore) : Date.now()
    return this.stringifyDate(new Date(start + this.expiration))
  }

  protected getNotBefore({ notBefore }: Pick<SIWXMessage.Input, 'notBefore'>): string | undefined {
    return notBefore ? this.stringifyDate(new Date(notBefore)) : undefined
  }

  protected getIssuedAt(): string {
    return this.stringifyDate(new Date())
  }

  protected stringifyDate(date: Date): string {
    return date.toISOString()
  }
}

export namespace SIWXMessenger {
  export type ConstructorParams = {
    /** Default: the page's host (`document.location.host`), else the host of the kit's `metadata.url`. */
    domain?: string
    /** Default: the page's URL (`document.location.href`), else the kit's `metadata.url`. */
    uri?: string
    statement?: string
    resources?: string[]
    /** Lifetime of a message in milliseconds (sets `expirationTime`); none by default. */
    expiration?: number
    /** Default: 20 random alphanumerics from `crypto.getRandomValues`. */
    getNonce?: (input: SIWXMessage.Input) => Promise<string>
    /** When given, its answer becomes the message's `requestId`. */
    getRequestId?: () => Promise<string | undefined>
  }
}
