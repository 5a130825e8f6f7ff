/**
 * The ABI of GangwayPaymaster: eth-infinitism's VerifyingPaymaster v0.7 interface. Its `paymasterData` is
 * `abi.encode(uint48 validUntil, uint48 validAfter) ‖ signature(65)`, the signature an EIP-191 signature of
 * `getHash(userOp, validUntil, validAfter)` by `verifyingSigner()`.
 */
export const gangwayPaymasterAbi = [
  {
    type: 'function',
    name: 'getHash',
    stateMutability: 'view',
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
      { name: 'validUntil', type: 'uint48' },
      { name: 'validAfter', type: 'uint48' },
    ],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'verifyingSigner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'parsePaymasterAndData',
    stateMutability: 'pure',
    inputs: [{ name: 'paymasterAndData', type: 'bytes' }],
    outputs: [
      { name: 'validUntil', type: 'uint48' },
      { name: 'validAfter', type: 'uint48' },
      { name: 'signature', type: 'bytes' },
    ],
  },
  {
    type: 'function',
    name: 'getDeposit',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
