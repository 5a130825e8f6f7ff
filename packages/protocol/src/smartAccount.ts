/**
 * `@gangway/protocol/smart-account`: GangwayAccount's contracts and a viem smart account for it. Needs viem
 * (an optional peer dependency: the main `@gangway/protocol` entry does not import it).
 */
export { GangwayScopeKind, gangwayAccountAbi } from './smartAccount/gangwayAccountAbi.ts'
export { gangwayAccountFactoryAbi } from './smartAccount/gangwayAccountFactoryAbi.ts'
export { gangwayPaymasterAbi } from './smartAccount/gangwayPaymasterAbi.ts'
export { replaySafeHash } from './smartAccount/replaySafeHash.ts'
export {
  type GangwayAccountVersion,
  type GangwaySigner,
  type GangwaySmartAccount,
  type GangwaySmartAccountImplementation,
  type ToGangwaySmartAccountParameters,
  toGangwaySmartAccount,
} from './smartAccount/toGangwaySmartAccount.ts'
export { userOperationDigest } from './smartAccount/userOperationDigest.ts'
