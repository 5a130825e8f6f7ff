/**
 * The ABI of GangwayAccount (devnet/contracts/GangwayAccount.sol): an ERC-4337 v0.7 account owned by one key,
 * with atomic batches, ERC-1271 over a replay-safe hash and scoped session keys (smart.md §1).
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
    name: 'grantSession',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'key', type: 'address' },
      { name: 'validUntil', type: 'uint48' },
      { name: 'spendLimit', type: 'uint128' },
      { name: 'targets', type: 'address[]' },
      { name: 'selectors', type: 'bytes4[]' },
    ],
    outputs: [],
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
] as const
