/**
 * ERC-7715 session permissions as `@reown/appkit-experimental/smart-session` types them (its names; the wire
 * format Gangway's embedded smart account grants — `@gangway/protocol`'s `GrantPermissionsRequestSchema`).
 */
type Hex = `0x${string}`

export type KeyType = 'secp256r1' | 'secp256k1'
export type SubscriptionInterval = '1s' | '1d' | '1w' | '1m'

/** The session key(s): AppKit's multi-key signer. */
export type MultiKeySigner = { type: 'keys'; data: { keys: { type: KeyType; publicKey: Hex }[] } }
export type Signer = MultiKeySigner

/** Argument comparisons of a `FunctionPermission` (AppKit's enum values). */
export const ParamOperator = { EQUAL: 'EQUAL', GREATER_THAN: 'GREATER_THAN', LESS_THAN: 'LESS_THAN' } as const
export type ParamOperator = (typeof ParamOperator)[keyof typeof ParamOperator]
export const Operation = { Call: 'Call', DelegateCall: 'DelegateCall' } as const
export type Operation = (typeof Operation)[keyof typeof Operation]

export type ArgumentCondition = { operator: ParamOperator; value: Hex }
export type FunctionPermission = {
  functionName: string
  args?: ArgumentCondition[]
  valueLimit?: Hex
  operation?: Operation
}
/** Calls the key may make: these functions of this contract. */
export type ContractCallPermission = {
  type: 'contract-call'
  data: { address: Hex; abi: Record<string, unknown>[]; functions: FunctionPermission[] }
}
/** Native value the key may move (Gangway: the allowance caps the session's whole life). */
export type NativeTokenRecurringAllowancePermission = {
  type: 'native-token-recurring-allowance'
  data: { allowance: Hex; start: number; period: number }
}
/** ERC-20 allowances (Gangway's account refuses them: the server names the type). */
export type ERC20RecurringAllowancePermission = {
  type: 'erc20-recurring-allowance'
  data: { token: Hex; allowance: Hex; start: number; period: number }
}
export type Permission =
  | ContractCallPermission
  | NativeTokenRecurringAllowancePermission
  | ERC20RecurringAllowancePermission

/** `grantPermissions`' request: `chainId` hex, `expiry` Unix seconds. */
export type SmartSessionGrantPermissionsRequest = {
  chainId: Hex
  address?: Hex
  expiry: number
  signer: Signer
  permissions: Permission[]
  policies: { type: string; data: Record<string, unknown> }[]
}
/** What `grantPermissions` answers: `context` is the session's permission context id (pci). */
export type SmartSessionGrantPermissionsResponse = {
  chainId: Hex
  address: Hex
  expiry: number
  permissions: Permission[]
  context: string
}
/** `wallet_grantPermissions`' full answer as ERC-7715 words it. */
export type WalletGrantPermissionsResponse = SmartSessionGrantPermissionsRequest & {
  context: Hex
  accountMeta?: { factory: Hex; factoryData: Hex }
  signerMeta?: { userOpBuilder?: Hex; delegationManager?: Hex }
}

export type Policy = { id: string }
export type SmartSessionStatus = 'active' | 'expired' | 'revoked'
/** One granted session, as `getSmartSessions` lists them (times in Unix seconds). */
export type SmartSession = {
  project: { id: string; name: string; url?: string; iconUrl?: string }
  pci: string
  expiry: number
  createdAt: number
  permissions: Permission[]
  policies: Policy[]
  context: string
  revokedAt?: number
}

/** AppKit's subscription and cosigner request shapes (named for type compatibility; see the README). */
export type CreateSubscriptionRequest = {
  chainId: Hex
  signerPublicKey: Hex
  interval: SubscriptionInterval
  asset: 'native'
  amount: Hex
  expiry: number
}
export type CreateSubscriptionResponse = SmartSessionGrantPermissionsResponse
export type AddPermissionRequest = SmartSessionGrantPermissionsRequest
export type AddPermissionResponse = { pci: string; key: { type: KeyType; publicKey: Hex } }
export type ActivatePermissionsRequest = { pci: string; context: Hex } & AddPermissionRequest
