export type { Cacao, SIWXConfig as SIWXConfigInterface, SIWXContext, SIWXMessage, SIWXSession } from '@gangway/core'
// AppKit's `@reown/appkit-siwe` helper, for sites that keep their `siweConfig`
export { createSIWEConfig } from '@gangway/core'
export { DefaultSIWX } from './configs/DefaultSIWX.ts'
export {
  GangwayAuthentication,
  /**
   * AppKit's name of the server-backed config (`@reown/appkit-siwx`'s `ReownAuthentication`, also its older
   * `CloudAuthSIWX`): the same class, keeping sessions on your Gangway server. `GangwayAuthentication` is the
   * documented name.
   */
  GangwayAuthentication as ReownAuthentication,
  GangwayAuthentication as CloudAuthSIWX,
  type SessionAccount,
} from './configs/GangwayAuthentication.ts'
export { SIWXConfig } from './core/publicSIWXConfig.ts'
export { SIWXConfig as SIWXConfigBase } from './core/SIWXConfig.ts'
export { SIWXMessenger } from './core/SIWXMessenger.ts'
export { SIWXSigner } from './core/SIWXSigner.ts'
export type { SIWXStorage } from './core/SIWXStorage.ts'
export { SIWXVerifier } from './core/SIWXVerifier.ts'
export { siteLocation } from './core/siteLocation.ts'
export { DefaultMessenger } from './messengers/DefaultMessenger.ts'
export { EIP4361Messenger, eip155ChainId, formatEip4361Message } from './messengers/EIP4361Messenger.ts'
export { formatInformalMessage, InformalMessenger, networkName } from './messengers/InformalMessenger.ts'
export { randomNonce } from './messengers/randomNonce.ts'
export {
  INVALID_SIGNATURE_MESSAGE,
  SIWXError,
  SIWXErrorCode,
  type SIWXVerification,
  type SIWXVerificationFailure,
} from './SIWXError.ts'
export { ACCOUNT_ADDRESS_PLACEHOLDER, DEFAULT_STORAGE_KEY } from './siwxConstants.ts'
export { LocalStorage } from './storages/LocalStorage.ts'
export { BIP122Verifier } from './verifiers/BIP122Verifier.ts'
export { checkEip4361Message, type Eip4361Expectations } from './verifiers/checkEip4361Message.ts'
export { checkSiteAndTimes, type SiteExpectations } from './verifiers/checkSiteAndTimes.ts'
export { EIP155Verifier } from './verifiers/EIP155Verifier.ts'
export { SolanaVerifier } from './verifiers/SolanaVerifier.ts'
