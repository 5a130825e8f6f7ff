export type { CaipNetwork, CustomCaipNetwork } from '@gangway/common'
export {
  type Config as UniversalConnectorConfig,
  type Session,
  UniversalConnector,
  type UniversalConnectorNamespace,
} from './UniversalConnector.ts'
