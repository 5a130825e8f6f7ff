import type { FailedTransactionMetadata } from 'litesvm'

/** A transaction error as Solana's JSON-RPC writes it: `"AccountNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`. */
export type RpcTransactionError = string | Record<string, unknown>

// litesvm's numeric enums (its `const enum`s are not exported at run time), in declaration order
// biome-ignore format: a table
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
]
// biome-ignore format: a table
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync',
  'InvalidError', 'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded',
  'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
]

// the runtime's own wording for the errors a wallet user meets (agave's Display impls)
const TRANSACTION_TEXT: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
}
const INSTRUCTION_TEXT: Record<string, string> = {
  InsufficientFunds: 'insufficient funds for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
}

type InstructionErrorLike = number | { code: number } | { msg: string }

function instructionError(err: InstructionErrorLike): RpcTransactionError {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? `InstructionError${err}`
  if ('code' in err) return { Custom: err.code }
  return { BorshIoError: err.msg }
}

/** litesvm's error object → the JSON Solana's RPC returns in `err` fields. */
export function rpcTransactionError(failed: FailedTransactionMetadata): RpcTransactionError {
  const err = failed.err() as unknown
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`
  const e = err as { constructor: { name: string }; index?: number; accountIndex?: number; err?: () => unknown }
  const kind = e.constructor.name.replace(/^TransactionError/, '')
  if (kind === 'InstructionError' && e.err) return { InstructionError: [e.index, instructionError(e.err() as never)] }
  if (kind === 'DuplicateInstruction') return { DuplicateInstruction: e.index }
  return { [kind]: { account_index: e.accountIndex } }
}

/** The runtime's one-line description, as in "Transaction simulation failed: <this>". */
export function transactionErrorText(err: RpcTransactionError): string {
  if (typeof err === 'string') return TRANSACTION_TEXT[err] ?? err
  const instruction = err.InstructionError as [number, RpcTransactionError] | undefined
  if (instruction) {
    const [index, inner] = instruction
    let text: string
    if (typeof inner === 'string') text = INSTRUCTION_TEXT[inner] ?? inner
    else if (typeof inner.Custom === 'number') text = `custom program error: 0x${inner.Custom.toString(16)}`
    else text = JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${text}`
  }
  const rent = err.InsufficientFundsForRent as { account_index: number } | undefined
  if (rent) return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`
  return JSON.stringify(err)
}
