import {
  type BaseError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionExecutionError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { gangwayDevnetA } from '../networks/index.ts'
import { classifyChainError } from './classifyChainError.ts'
import { toTransactionError } from './toTransactionError.ts'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** viem's own wrapping: what wagmi's sendTransaction throws, the node's error as its cause. */
const asViemThrows = (cause: BaseError) =>
  new TransactionExecutionError(cause, { account, chain: gangwayDevnetA as never, to: account.address })

describe('chain-node errors (SPEC §8)', () => {
  it.each([
    [new NonceTooLowError(), 'NONCE_TOO_LOW', 'Nonce too low'],
    [new NonceTooHighError(), 'NONCE_TOO_HIGH', 'Nonce too high'],
    [new InsufficientFundsError(), 'INSUFFICIENT_FUNDS', 'Insufficient funds'],
    [new FeeCapTooLowError(), 'FEE_CAP_TOO_LOW', 'Fee cap too low'],
    [new FeeCapTooHighError(), 'FEE_CAP_TOO_HIGH', 'Fee cap too high'],
    [new TipAboveFeeCapError(), 'TIP_ABOVE_FEE_CAP', 'Priority fee above the fee cap'],
    [new IntrinsicGasTooLowError(), 'GAS_TOO_LOW', 'Gas too low'],
    [new IntrinsicGasTooHighError(), 'GAS_TOO_HIGH', 'Gas too high'],
    [new ExecutionRevertedError(), 'EXECUTION_REVERTED', 'Execution reverted'],
  ])('%s inside viem’s TransactionExecutionError → %s', (cause, code, text) => {
    const classified = classifyChainError(asViemThrows(cause as BaseError))
    expect(classified?.code).toBe(code)
    expect(classified?.message.startsWith(text)).toBe(true)
  })

  it.each([
    ['nonce too low', 'NONCE_TOO_LOW'],
    ['nonce too high', 'NONCE_TOO_HIGH'],
    ['insufficient funds for gas * price + value: have 0 want 21000', 'INSUFFICIENT_FUNDS'],
    ['max fee per gas less than block base fee', 'FEE_CAP_TOO_LOW'],
    ['max fee per gas higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
    ['intrinsic gas too low', 'GAS_TOO_LOW'],
    ['intrinsic gas too high', 'GAS_TOO_HIGH'],
    ['execution reverted: not the owner', 'EXECUTION_REVERTED'],
  ])('a node message as a plain error (a wallet or WalletConnect passed it on): "%s" → %s', (message, code) => {
    const error = Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603, cause: new Error(message) })
    expect(classifyChainError(error)?.code).toBe(code)
  })

  it('keeps the revert reason', () => {
    const error = Object.assign(new Error('execution reverted: not the owner'), { code: 3 })
    expect(classifyChainError(error)).toEqual({
      code: 'EXECUTION_REVERTED',
      message: 'Execution reverted: not the owner',
    })
  })

  it('types a failed transaction: declined, classified, else "Transaction failed"', () => {
    expect(toTransactionError(Object.assign(new Error('User rejected'), { code: 4001 }))).toMatchObject({
      code: 'TRANSACTION_REJECTED',
      message: 'Transaction declined',
      rpcCode: 4001,
    })
    expect(toTransactionError(asViemThrows(new InsufficientFundsError()))).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    })
    expect(toTransactionError(new Error('socket hang up'))).toMatchObject({
      code: 'TRANSACTION_FAILED',
      message: 'Transaction failed',
    })
  })
})
