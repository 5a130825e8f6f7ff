import { parseAbi } from 'viem'

/**
 * GangwayAccount's session-key functions (smart.md §1), callable only by the account itself (in a user
 * operation its owner signed). TODO(smart-server): use `gangwayAccountAbi` of `@gangway/protocol/smart-account`.
 */
export const sessionAbi = parseAbi([
  'function grantSession(address key, uint48 validUntil, uint128 spendLimit, address[] targets, bytes4[] selectors)',
  'function revokeSession(address key)',
  'function sessions(address key) view returns (uint48 validUntil, uint32 epoch, uint128 spendLimit, uint128 spent)',
])
