import type { CaipNetwork, SIWXContext, SIWXSession } from '@gangway/core'
import { type Address, type Chain, createPublicClient, type Hex, http, isHex, type PublicClient } from 'viem'
import { SIWXVerifier } from '../core/SIWXVerifier.ts'
import { siteLocation } from '../core/siteLocation.ts'
import { invalid, SIWXErrorCode, type SIWXVerification, VALID } from '../SIWXError.ts'
import { CLOCK_SKEW_MS } from '../siwxConstants.ts'
import { checkEip4361Message } from './checkEip4361Message.ts'

/**
 * Verifies eip155 sessions: the EIP-4361 text and every field against the session's data, this site's domain,
 * the chain, the times — then the signature through the chain's RPC (the site's network of that chain id), so
 * an EOA, a deployed contract wallet (ERC-1271) and a not-yet-deployed one (ERC-6492) are all accepted.
 */
export class EIP155Verifier extends SIWXVerifier {
  readonly chainNamespace = 'eip155' as const
  private readonly domain: string | undefined
  private readonly clockSkewMs: number
  private readonly now: () => number
  private readonly clients = new Map<string, PublicClient>()

  constructor(params: EIP155Verifier.ConstructorParams = {}) {
    super()
    this.domain = params.domain
    this.clockSkewMs = params.clockSkewMs ?? CLOCK_SKEW_MS
    this.now = params.now ?? Date.now
  }

  override setup(context: SIWXContext): void {
    this.context = context
    this.clients.clear()
  }

  async verify(session: SIWXSession): Promise<boolean> {
    return (await this.check(session)).valid
  }

  override async check(session: SIWXSession): Promise<SIWXVerification> {
    const domain = this.domain ?? siteLocation(this.context)?.domain
    if (!domain) {
      return invalid(SIWXErrorCode.DOMAIN_NOT_ALLOWED, 'No site domain to check the message against')
    }
    const fields = checkEip4361Message(session, { domain, now: this.now(), clockSkewMs: this.clockSkewMs })
    if (!fields.valid) return fields
    const network = this.context?.networks.find((n) => n.caipNetworkId === session.data.chainId)
    if (!network) {
      return invalid(SIWXErrorCode.CHAIN_UNSUPPORTED, `No network ${session.data.chainId} to verify the signature on`)
    }
    if (!isHex(session.signature)) return invalid(SIWXErrorCode.INVALID_SIGNATURE, 'The signature is not hex')
    const client = this.client(network)
    const unavailable = (error: unknown) => {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      return invalid(
        SIWXErrorCode.UNAVAILABLE,
        `The signature could not be checked on ${network.name}: ${reason}`,
        true,
      )
    }
    try {
      const valid = await client.verifyMessage({
        address: session.data.accountAddress as Address,
        message: session.message,
        signature: session.signature as Hex,
      })
      if (valid) return VALID
    } catch (error) {
      return unavailable(error)
    }
    // viem answers false when the chain cannot be reached too: ask the chain before calling it invalid
    try {
      await client.getChainId()
    } catch (error) {
      return unavailable(error)
    }
    return invalid(SIWXErrorCode.INVALID_SIGNATURE, 'The signature is not the account’s')
  }

  private client(network: CaipNetwork): PublicClient {
    let client = this.clients.get(network.caipNetworkId)
    if (!client) {
      client = createPublicClient({
        chain: network as unknown as Chain,
        transport: http(network.rpcUrls.default.http[0]),
      })
      this.clients.set(network.caipNetworkId, client)
    }
    return client
  }
}

export namespace EIP155Verifier {
  export type ConstructorParams = {
    /** The domain messages must name. Default: the page's host, else the host of the kit's `metadata.url`. */
    domain?: string
    /** How far in the future `issuedAt` may be (default 60 s). */
    clockSkewMs?: number
    /** The clock (default `Date.now`). */
    now?: () => number
  }
}
