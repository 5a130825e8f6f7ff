import { type Address, getBase58Encoder, type MaybeEncodedAccount } from '@solana/kit'
import { accountEncodingParam, dataSliceParam, encodeAccount } from './encodeAccount.ts'
import { type RpcContext, type RpcMethod, withContext } from './rpcContext.ts'
import { invalidParams } from './rpcError.ts'
import { addressParam, configParam } from './rpcParams.ts'

const MAX_MULTIPLE_ACCOUNTS = 100

/** Reads accounts: one, many, or every account a program owns (with dataSize/memcmp filters). */
export const accountMethods: Record<string, RpcMethod> = {
  getBalance: ([address, config], { ledger }) => {
    configParam(config, ledger)
    return withContext(ledger, ledger.svm.getBalance(addressParam(address)) ?? 0n)
  },
  getAccountInfo: ([address, config], context) => {
    const key = addressParam(address)
    return withContext(context.ledger, accountReader(config, context)(key))
  },
  getMultipleAccounts: ([addresses, config], context) => {
    if (!Array.isArray(addresses) || addresses.length > MAX_MULTIPLE_ACCOUNTS)
      throw invalidParams(`expected an array of at most ${MAX_MULTIPLE_ACCOUNTS} addresses`)
    const keys = addresses.map((a) => addressParam(a))
    const read = accountReader(config, context)
    return withContext(
      context.ledger,
      keys.map((key) => read(key)),
    )
  },
  getProgramAccounts: ([program, rawConfig], context) => {
    const config = configParam(rawConfig, context.ledger)
    const matches = filterParam(config.filters)
    const read = accountReader(config, context)
    const value = context.ledger.svm
      .getProgramAccounts(addressParam(program, 'program id'))
      .filter((account) => matches(account.data as Uint8Array))
      .map((account) => ({ pubkey: account.address, account: read(account.address) }))
    return config.withContext === true ? withContext(context.ledger, value) : value
  },
}

/** `address → UiAccount | null` with the config's encoding and dataSlice (of `account` when given). */
export function accountReader(rawConfig: unknown, { ledger }: RpcContext) {
  const config = configParam(rawConfig, ledger)
  const encoding = accountEncodingParam(config.encoding)
  const slice = dataSliceParam(config.dataSlice)
  const mintOf = (mint: Address) => ledger.account(mint)
  return (address: Address, account?: MaybeEncodedAccount) =>
    encodeAccount(account ?? ledger.account(address), encoding, mintOf, slice)
}

function filterParam(filters: unknown): (data: Uint8Array) => boolean {
  if (filters === undefined) return () => true
  if (!Array.isArray(filters) || filters.length > 4) throw invalidParams('filters must be an array of at most 4')
  const tests = filters.map(
    (filter: { dataSize?: unknown; memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown } }) => {
      if (typeof filter?.dataSize === 'number') {
        const size = filter.dataSize
        return (data: Uint8Array) => data.length === size
      }
      const memcmp = filter?.memcmp
      if (memcmp && Number.isSafeInteger(memcmp.offset) && typeof memcmp.bytes === 'string') {
        const offset = memcmp.offset as number
        const bytes = memcmpBytes(memcmp.bytes, memcmp.encoding)
        return (data: Uint8Array) => Buffer.from(data.subarray(offset, offset + bytes.length)).equals(bytes)
      }
      throw invalidParams('a filter must be { dataSize } or { memcmp: { offset, bytes } }')
    },
  )
  return (data) => tests.every((test) => test(data))
}

function memcmpBytes(bytes: string, encoding: unknown): Buffer {
  if (encoding === 'base64') return Buffer.from(bytes, 'base64')
  if (encoding !== undefined && encoding !== 'base58') throw invalidParams('memcmp encoding must be base58 or base64')
  try {
    return Buffer.from(getBase58Bytes(bytes))
  } catch {
    throw invalidParams('memcmp bytes are not base58')
  }
}

const getBase58Bytes = (text: string) => getBase58Encoder().encode(text) as Uint8Array
