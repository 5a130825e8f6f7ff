import {
  appendTransactionMessageInstruction,
  createTransactionMessage,
  getBase58Encoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { accountReader } from './accountMethods.ts'
import { decodeWireTransaction, InvalidTransactionError } from './decodeWireTransaction.ts'
import { type RpcContext, type RpcMethod, withContext } from './rpcContext.ts'
import {
  invalidParams,
  RpcError,
  SEND_TRANSACTION_PREFLIGHT_FAILURE,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
} from './rpcError.ts'
import { addressParam, configParam, integerParam, stringParam } from './rpcParams.ts'
import { type Outcome, TransactionRejectedError } from './SolanaLedger.ts'
import { transactionErrorText } from './transactionError.ts'

/** Writes: airdrops from the faucet, sending and simulating signed transactions. */
export const transactionMethods: Record<string, RpcMethod> = {
  requestAirdrop: async ([address, amount, config], context) => {
    configParam(config, context.ledger)
    const to = addressParam(address)
    const lamportsWanted = integerParam(amount, 'lamports')
    const { faucet, ledger } = context
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayerSigner(faucet, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(ledger.latestBlockhash(), m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: faucet, destination: to, amount: lamports(BigInt(lamportsWanted)) }),
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    return send(new Uint8Array(getTransactionEncoder().encode(signed)), true, context)
  },
  sendTransaction: ([data, rawConfig], context) => {
    const config = configParam(rawConfig, context.ledger)
    return send(wireParam(data, config.encoding), config.skipPreflight !== true, context)
  },
  simulateTransaction: ([data, rawConfig], context) => {
    const { ledger } = context
    const config = configParam(rawConfig, ledger)
    const sigVerify = config.sigVerify === true
    const replaceRecentBlockhash = config.replaceRecentBlockhash === true
    if (sigVerify && replaceRecentBlockhash)
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    const decoded = decode(wireParam(data, config.encoding))
    const outcome = ledger.simulate(decoded, { sigVerify, replaceRecentBlockhash })
    const wanted = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined
    let accounts: unknown = null
    if (wanted !== undefined) {
      if (!Array.isArray(wanted.addresses)) throw invalidParams('accounts.addresses must be an array')
      const read = accountReader({ encoding: wanted.encoding ?? 'base64' }, context)
      const post = new Map(outcome.postAccounts.map((a) => [a.address as string, a]))
      accounts = wanted.addresses.map((a) => {
        const address = addressParam(a)
        const after = post.get(address)
        return read(address, after ? { ...after, exists: true, data: after.data as Uint8Array } : undefined)
      })
    }
    return withContext(ledger, {
      ...rpcOutcome(outcome),
      accounts,
      innerInstructions: config.innerInstructions === true ? outcome.innerInstructions : null,
      fee: outcome.err === null ? ledger.feeFor(decoded.signers.length) : null,
      ...(replaceRecentBlockhash ? { replacementBlockhash: ledger.latestBlockhash() } : {}),
    })
  },
}

function send(wire: Uint8Array, preflight: boolean, { ledger }: RpcContext): string {
  const decoded = decode(wire)
  try {
    ledger.send(wire, { preflight })
  } catch (error) {
    if (!(error instanceof TransactionRejectedError)) throw error
    if (error.reason === 'signature')
      throw new RpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure')
    const err = error.outcome.err ?? 'UnknownError'
    throw new RpcError(
      SEND_TRANSACTION_PREFLIGHT_FAILURE,
      `Transaction simulation failed: ${transactionErrorText(err)}`,
      {
        ...rpcOutcome(error.outcome),
        accounts: null,
        innerInstructions: null,
      },
    )
  }
  return decoded.signature
}

function rpcOutcome(outcome: Outcome) {
  return { err: outcome.err, logs: outcome.logs, unitsConsumed: outcome.unitsConsumed, returnData: null }
}

function decode(wire: Uint8Array) {
  try {
    return decodeWireTransaction(wire)
  } catch (error) {
    if (error instanceof InvalidTransactionError) throw invalidParams(`invalid transaction: ${error.message}`)
    throw error
  }
}

/** The transaction bytes: base58 by default (Solana's legacy default), or base64. */
function wireParam(data: unknown, encoding: unknown): Uint8Array {
  const text = stringParam(data, 'transaction')
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw invalidParams('invalid transaction: not base64')
    return new Uint8Array(Buffer.from(text, 'base64'))
  }
  if (encoding !== undefined && encoding !== 'base58') throw invalidParams('encoding must be base58 or base64')
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    throw invalidParams('invalid transaction: not base58')
  }
}
