/**
 * The ABI shared by GangwayAccountFactoryV2 and the version-1 GangwayAccountFactory: CREATE2 accounts per
 * (owner, salt); salt 0 is the embedded wallet's. Each factory deploys its own version, at its own addresses.
 */
export const gangwayAccountFactoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const
