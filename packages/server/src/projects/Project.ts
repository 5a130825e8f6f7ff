import type { RemoteFeatures } from '@gangway/protocol'

export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  features: RemoteFeatures
  analyticsEnabled: boolean
}
