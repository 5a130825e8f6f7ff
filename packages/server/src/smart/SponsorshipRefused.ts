/** The paymaster would not sign: the reason, as the visitor reads it (sendSmartCalls falls back to the account paying). */
export class SponsorshipRefused extends Error {
  readonly reason: string
  constructor(reason: string) {
    super(`Gas sponsorship was refused (${reason})`)
    this.name = 'SponsorshipRefused'
    this.reason = reason
  }
}
