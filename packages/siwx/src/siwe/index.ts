/**
 * `@gangway/siwx/siwe` — AppKit's legacy `@reown/appkit-siwe` API for sites with their own SIWE backend
 * (NextAuth, Express): `createSIWEConfig` for the `siweConfig` option (adapted to SIWX by the kit), the message
 * helpers and `verifySignature`, all on viem's EIP-4361 code. See the package README, "SIWE (legacy)".
 */
export {
  type AppKitSIWEClient,
  createSIWEConfig,
  mapToSIWX,
  type SIWEClientMethods,
  type SIWEConfig,
  type SIWECreateMessageArgs,
  type SIWEMessageArgs,
  type SIWESession,
  type SIWEVerifyMessageArgs,
} from '@gangway/core'
export { getDidAddress, getDidChainId, getNamespacedDidChainId } from './didPkh.ts'
export { type FormatMessageParams, formatMessage } from './formatMessage.ts'
export { getAddressFromMessage, getChainIdFromMessage } from './siweMessageFields.ts'
export { type VerifySignatureParameters, verifySignature } from './verifySignature.ts'
