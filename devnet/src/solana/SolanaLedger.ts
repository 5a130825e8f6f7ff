import {
  type Address,
  type Blockhash,
  type EncodedAccount,
  getBase58Decoder,
  type MaybeEncodedAccount,
} from '@solana/kit'
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { type DecodedTransaction, decodeWireTransaction } from './decodeWireTransaction.ts'
import { BLOCKHASH_VALID_BLOCKS, LAMPORTS_PER_SIGNATURE } from './solanaConstants.ts'
import { decodeMint, decodeTokenAccount, type UiTokenAmount, uiTokenAmount } from './tokenAccounts.ts'
import { type RpcTransactionError, rpcTransactionError } from './transactionError.ts'
import { verifySignatures } from './verifySignatures.ts'

export type TokenBalance = {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}
export type InnerInstructions = {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

/** What running a transaction gave, as the RPC reports it. */
export type Outcome = {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  innerInstructions: InnerInstructions[]
  /** Accounts as a simulation left them (empty for sent transactions). */
  postAccounts: EncodedAccount[]
}

/** A transaction that landed (succeeded or failed on chain), kept for getTransaction and friends. */
export type TransactionRecord = Outcome &
  DecodedTransaction & {
    wire: Uint8Array
    slot: bigint
    blockTime: number
    fee: bigint
    preBalances: bigint[]
    postBalances: bigint[]
    preTokenBalances: TokenBalance[]
    postTokenBalances: TokenBalance[]
  }

export type LedgerEvent = { type: 'slot'; slot: bigint } | { type: 'transaction'; record: TransactionRecord }

/** Why a transaction was not accepted: the RPC turns this into its JSON-RPC error. */
export class TransactionRejectedError extends Error {
  constructor(
    readonly reason: 'signature' | 'preflight',
    readonly outcome: Outcome,
  ) {
    super(reason)
  }
}

const base58 = getBase58Decoder()

/**
 * The chain's state: a litesvm instance plus what a validator adds around it — slots and block height (one
 * block per transaction), a window of valid blockhashes (a fresh one after every transaction), signature
 * checks, and the transaction history the RPC reads. Everything is final at once.
 */
export class SolanaLedger {
  readonly svm = new LiteSVM().withSigverify(false).withBlockhashCheck(false)
  slot = 1n
  private readonly blockhashes = new Map<string, bigint>()
  private readonly records = new Map<string, TransactionRecord>()
  private readonly byAddress = new Map<string, string[]>()
  private readonly listeners = new Set<(event: LedgerEvent) => void>()

  constructor() {
    this.setClock()
    this.blockhashes.set(this.svm.latestBlockhash(), this.slot + BLOCKHASH_VALID_BLOCKS)
  }

  /** One block per slot: the block height is the slot. */
  get blockHeight(): bigint {
    return this.slot
  }

  get transactionCount(): number {
    return this.records.size
  }

  subscribe(listener: (event: LedgerEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  account(address: Address): MaybeEncodedAccount {
    return this.svm.getAccount(address)
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.slot }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= this.blockHeight
  }

  feeFor(numSignatures: number): bigint {
    return LAMPORTS_PER_SIGNATURE * BigInt(numSignatures)
  }

  record(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  /** Signatures that touched `address`, newest first. */
  signaturesFor(address: string): TransactionRecord[] {
    const list = this.byAddress.get(address) ?? []
    return list.map((s) => this.records.get(s) as TransactionRecord).reverse()
  }

  /** Runs without committing. Checks signatures only when asked; can stand in for an unknown blockhash. */
  simulate(decoded: DecodedTransaction, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): Outcome {
    const fail = (err: RpcTransactionError): Outcome => ({
      err,
      logs: [],
      unitsConsumed: 0n,
      innerInstructions: [],
      postAccounts: [],
    })
    if (options.sigVerify && !verifySignatures(decoded.transaction, decoded.signers)) return fail('SignatureFailure')
    if (!options.replaceRecentBlockhash && !this.isBlockhashValid(decoded.message.lifetimeToken))
      return fail('BlockhashNotFound')
    if (this.records.has(decoded.signature)) return fail('AlreadyProcessed')
    const result = this.svm.simulateTransaction(decoded.transaction)
    if (result instanceof FailedTransactionMetadata) return outcome(result.meta(), rpcTransactionError(result))
    return { ...outcome(result.meta(), null), postAccounts: result.postAccounts() }
  }

  /**
   * Verifies, optionally simulates first (preflight), then executes and commits: a new block, a new blockhash.
   * Returns the record, or undefined when a validator would drop the transaction silently (skipped preflight,
   * unknown blockhash or fee unpaid). Throws TransactionRejectedError when the RPC must refuse it.
   */
  send(wire: Uint8Array, options: { preflight: boolean }): TransactionRecord | undefined {
    const decoded = decodeWireTransaction(wire)
    if (!verifySignatures(decoded.transaction, decoded.signers)) {
      throw new TransactionRejectedError('signature', {
        err: 'SignatureFailure',
        logs: [],
        unitsConsumed: 0n,
        innerInstructions: [],
        postAccounts: [],
      })
    }
    if (this.records.has(decoded.signature) && !options.preflight) return this.records.get(decoded.signature)
    if (options.preflight) {
      const simulated = this.simulate(decoded, { sigVerify: false, replaceRecentBlockhash: false })
      if (simulated.err !== null) throw new TransactionRejectedError('preflight', simulated)
    } else if (!this.isBlockhashValid(decoded.message.lifetimeToken)) return undefined
    const keys = decoded.message.staticAccounts
    const preBalances = keys.map((k) => this.svm.getBalance(k) ?? 0n)
    const preTokenBalances = this.tokenBalances(keys)
    const result = this.svm.sendTransaction(decoded.transaction)
    const failed = result instanceof FailedTransactionMetadata
    const postBalances = keys.map((k) => this.svm.getBalance(k) ?? 0n)
    // litesvm leaves state untouched when the fee could not be paid: a validator drops such a transaction
    if (failed && postBalances[0] === preBalances[0]) return undefined
    const meta = failed ? result.meta() : (result as TransactionMetadata)
    const record: TransactionRecord = {
      ...decoded,
      ...outcome(meta, failed ? rpcTransactionError(result) : null),
      wire,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      fee: this.feeFor(decoded.signers.length),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
    }
    this.records.set(record.signature, record)
    for (const key of new Set(keys)) this.byAddress.set(key, [...(this.byAddress.get(key) ?? []), record.signature])
    this.emit({ type: 'transaction', record })
    this.advance()
    return record
  }

  /** Writes an account directly (genesis seeding). */
  setAccount(account: Parameters<LiteSVM['setAccount']>[0]): void {
    this.svm.setAccount(account)
  }

  /** Closes the block: next slot, a new latest blockhash (so an identical transfer gets a new signature). */
  private advance(): void {
    this.slot += 1n
    this.setClock()
    this.svm.expireBlockhash()
    this.blockhashes.set(this.svm.latestBlockhash(), this.blockHeight + BLOCKHASH_VALID_BLOCKS)
    for (const [hash, lastValid] of this.blockhashes) if (lastValid < this.blockHeight) this.blockhashes.delete(hash)
    this.emit({ type: 'slot', slot: this.slot })
  }

  private setClock(): void {
    const now = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(new Clock(this.slot, now, 0n, 0n, now))
  }

  private tokenBalances(keys: readonly Address[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const account = this.svm.getAccount(key)
      const token = decodeTokenAccount(account)
      if (!token || !account.exists) return
      const decimals = decodeMint(this.svm.getAccount(token.mint))?.decimals ?? 0
      const { mint, owner } = token
      balances.push({
        accountIndex,
        mint,
        owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return balances
  }

  private emit(event: LedgerEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}

function outcome(meta: TransactionMetadata, err: RpcTransactionError | null): Outcome {
  const innerInstructions = meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction()
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: base58.decode(ix.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
  const unitsConsumed = meta.computeUnitsConsumed()
  return { err, logs: meta.logs(), unitsConsumed, innerInstructions, postAccounts: [] }
}
