import type { RemoteFeatures } from '@gangway/protocol'
import type { SponsorshipPolicy } from './SponsorshipPolicy.ts'

export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  /** Native apps allowed on the relay: Android package names and iOS bundle ids (`com.example.wallet`). */
  allowedAppIds: string[]
  /** Whether relay clients with neither a browser Origin nor an app id (servers, scripts) are admitted. */
  allowNoOrigin: boolean
  features: RemoteFeatures
  analyticsEnabled: boolean
  /** Gas sponsorship of the embedded wallets' smart accounts; undefined: off. */
  sponsorship?: SponsorshipPolicy | undefined
}
