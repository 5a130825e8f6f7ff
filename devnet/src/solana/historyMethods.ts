import { type Address, getBase58Decoder } from '@solana/kit'
import { type RpcMethod, withContext } from './rpcContext.ts'
import { invalidParams, RpcError, UNSUPPORTED_TRANSACTION_VERSION } from './rpcError.ts'
import { addressParam, configParam, integerParam, stringParam } from './rpcParams.ts'
import type { TransactionRecord } from './SolanaLedger.ts'

const base58 = getBase58Decoder()
const MAX_STATUSES = 256

/** Reads of landed transactions: statuses, an address's signatures, one transaction. All are final. */
export const historyMethods: Record<string, RpcMethod> = {
  getSignatureStatuses: ([signatures, config], { ledger }) => {
    configParam(config, ledger)
    if (!Array.isArray(signatures) || signatures.length > MAX_STATUSES)
      throw invalidParams(`expected an array of at most ${MAX_STATUSES} signatures`)
    const value = signatures.map((s) => {
      const record = ledger.record(stringParam(s, 'signature'))
      if (!record) return null
      const status = record.err === null ? { Ok: null } : { Err: record.err }
      return { slot: record.slot, confirmations: null, err: record.err, status, confirmationStatus: 'finalized' }
    })
    return withContext(ledger, value)
  },
  getSignaturesForAddress: ([address, rawConfig], { ledger }) => {
    const config = configParam(rawConfig, ledger)
    const limit = config.limit === undefined ? 1000 : integerParam(config.limit, 'limit', 1000)
    let records = ledger.signaturesFor(addressParam(address))
    if (typeof config.before === 'string') {
      const at = records.findIndex((r) => r.signature === config.before)
      records = at < 0 ? [] : records.slice(at + 1)
    }
    if (typeof config.until === 'string') {
      const at = records.findIndex((r) => r.signature === config.until)
      if (at >= 0) records = records.slice(0, at)
    }
    return records.slice(0, limit).map((r) => ({
      signature: r.signature,
      slot: r.slot,
      err: r.err,
      memo: null,
      blockTime: r.blockTime,
      confirmationStatus: 'finalized',
    }))
  },
  getTransaction: ([signature, rawConfig], { ledger }) => {
    const config = configParam(rawConfig, ledger)
    const record = ledger.record(stringParam(signature, 'signature'))
    const encoding = config.encoding ?? 'json'
    if (!['json', 'base64', 'base58'].includes(encoding as string))
      throw invalidParams(`encoding ${String(encoding)} is not supported here (json, base64, base58)`)
    if (!record) return null
    const version = record.message.version
    const maxVersion = config.maxSupportedTransactionVersion
    if (version !== 'legacy' && (maxVersion === undefined || (maxVersion as number) < version))
      throw new RpcError(
        UNSUPPORTED_TRANSACTION_VERSION,
        `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
      )
    let transaction: unknown
    if (encoding === 'base64') transaction = [Buffer.from(record.wire).toString('base64'), 'base64']
    else if (encoding === 'base58') transaction = [base58.decode(record.wire), 'base58']
    else transaction = jsonTransaction(record)
    return {
      slot: record.slot,
      blockTime: record.blockTime,
      transaction,
      meta: transactionMeta(record),
      ...(maxVersion === undefined ? {} : { version }),
    }
  },
}

function jsonTransaction(record: TransactionRecord) {
  const { message, signers, transaction } = record
  const { header } = message
  const lookups = 'addressTableLookups' in message ? (message.addressTableLookups ?? []) : []
  return {
    signatures: signers.map((s: Address) => base58.decode(transaction.signatures[s] ?? new Uint8Array(64))),
    message: {
      accountKeys: message.staticAccounts,
      header: {
        numRequiredSignatures: header.numSignerAccounts,
        numReadonlySignedAccounts: header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
      },
      recentBlockhash: message.lifetimeToken,
      instructions: message.instructions.map((ix) => ({
        programIdIndex: ix.programAddressIndex,
        accounts: ix.accountIndices ?? [],
        data: base58.decode(ix.data ?? new Uint8Array()),
        stackHeight: null,
      })),
      ...(message.version === 'legacy'
        ? {}
        : {
            addressTableLookups: lookups.map((l) => ({
              accountKey: l.lookupTableAddress,
              writableIndexes: l.writableIndexes,
              readonlyIndexes: l.readonlyIndexes,
            })),
          }),
    },
  }
}

function transactionMeta(record: TransactionRecord) {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions,
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: record.unitsConsumed,
  }
}
