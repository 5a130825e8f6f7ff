import { type Address, concatHex, type Hex } from 'viem'

/**
 * eth-infinitism's Simple7702Account v0.8 at its canonical address (viem's `toSimple7702SmartAccount`
 * default): the contract the dev wallet's EOA delegates to (EIP-7702) to run a batch in one transaction.
 */
export const SIMPLE_7702_ACCOUNT_ADDRESS: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

/** The part of Simple7702Account's ABI the dev wallet calls (BaseAccount v0.8's `executeBatch`). */
export const simple7702AccountAbi = [
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
    type: 'error',
    name: 'ExecuteError',
    inputs: [
      { name: 'index', type: 'uint256' },
      { name: 'error', type: 'bytes' },
    ],
  },
] as const

/** The code an EOA carries once it delegates to `implementation` (EIP-7702: `0xef0100 ‖ address`). */
export function delegationDesignator(implementation: Address): Hex {
  return concatHex(['0xef0100', implementation]).toLowerCase() as Hex
}

/** Whether `code` (of an EOA) is the EIP-7702 delegation to `implementation`. */
export function isDelegatedTo(code: Hex | undefined, implementation: Address): boolean {
  return code?.toLowerCase() === delegationDesignator(implementation)
}
