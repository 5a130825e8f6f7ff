/**
 * The ABI of GangwayAccountV2 (devnet/contracts/GangwayAccountV2.sol): an ERC-4337 v0.7 account owned by one
 * key, with atomic batches, ERC-1271 over a replay-safe hash, user operations signed over `userOpDigest` and
 * scoped session keys whose spending (values and gas) is bounded on-chain (smart.md §1). Version-1 accounts
 * (`GangwayAccount.sol`) share `execute`, `executeBatch`, `revokeSession`, `sessions`, `owner`,
 * `replaySafeHash` and `isValidSignature`; their `grantSession` took parallel target/selector lists, and they
 * have no `VERSION`, `userOpDigest`, `isAllowed` or `maxGasCost`.
 */
export const gangwayAccountAbi = [
  {
    type: 'constructor',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'entryPoint', type: 'address' },
      { name: 'owner', type: 'address' },
    ],
  },
  { type: 'receive', stateMutability: 'payable' },
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'entryPoint',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'validateUserOp',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'userOp',
        type: 'tuple',
        components: [
          { name: 'sender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'initCode', type: 'bytes' },
          { name: 'callData', type: 'bytes' },
          { name: 'accountGasLimits', type: 'bytes32' },
          { name: 'preVerificationGas', type: 'uint256' },
          { name: 'gasFees', type: 'bytes32' },
          { name: 'paymasterAndData', type: 'bytes' },
          { name: 'signature', type: 'bytes' },
        ],
      },
      { name: 'userOpHash', type: 'bytes32' },
      { name: 'missingAccountFunds', type: 'uint256' },
    ],
    outputs: [{ name: 'validationData', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
  {
    type: 'function',
    name: 'replaySafeHash',
    stateMutability: 'view',
    inputs: [{ name: 'hash', type: 'bytes32' }],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'VERSION',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'userOpDigest',
    stateMutability: 'view',
    inputs: [{ name: 'userOpHash', type: 'bytes32' }],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'grantSession',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'key', type: 'address' },
      { name: 'validUntil', type: 'uint48' },
      { name: 'spendLimit', type: 'uint128' },
      {
        name: 'scopes',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'kind', type: 'uint8' },
          { name: 'selector', type: 'bytes4' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'isAllowed',
    stateMutability: 'view',
    inputs: [
      { name: 'key', type: 'address' },
      { name: 'target', type: 'address' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'revokeSession',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'key', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'sessions',
    stateMutability: 'view',
    inputs: [{ name: 'key', type: 'address' }],
    outputs: [
      { name: 'validUntil', type: 'uint48' },
      { name: 'epoch', type: 'uint32' },
      { name: 'spendLimit', type: 'uint128' },
      { name: 'spent', type: 'uint128' },
    ],
  },
  { type: 'error', name: 'OnlyEntryPointOrSelf', inputs: [] },
  { type: 'error', name: 'OnlySelf', inputs: [] },
  { type: 'error', name: 'BadSession', inputs: [] },
] as const

/**
 * GangwayAccountV2's `ScopeKind`: what a granted scope lets a session key call on its target — `Function`:
 * calls whose data starts with the scope's selector; `Transfer`: calls with empty data (plain ETH transfers);
 * `AnyCall`: every call (the only wildcard; never a selector value). The selector of a non-`Function` scope is 0.
 */
export const GangwayScopeKind = { Function: 0, Transfer: 1, AnyCall: 2 } as const
export type GangwayScopeKind = (typeof GangwayScopeKind)[keyof typeof GangwayScopeKind]
