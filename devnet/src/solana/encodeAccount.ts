import { type Address, getBase58Decoder, type MaybeEncodedAccount } from '@solana/kit'
import { invalidParams } from './rpcError.ts'
import { parseTokenAccount } from './tokenAccounts.ts'

/** Solana's rentEpoch for rent-exempt accounts (u64::MAX). */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n
const ENCODINGS = ['base58', 'base64', 'jsonParsed', 'binary']

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed' | 'binary'

export function accountEncodingParam(value: unknown): AccountEncoding {
  if (value === undefined) return 'binary'
  if (value === 'base64+zstd') throw invalidParams('base64+zstd is not supported by this local chain')
  if (!ENCODINGS.includes(value as string)) throw invalidParams(`unknown encoding ${String(value)}`)
  return value as AccountEncoding
}

/**
 * An account as the RPC returns it (`UiAccount`), or null when it does not exist. `binary` (no encoding given)
 * is the legacy plain base58 string; `jsonParsed` parses SPL token accounts and mints and falls back to base64.
 */
export function encodeAccount(
  account: MaybeEncodedAccount,
  encoding: AccountEncoding,
  mintOf: (mint: Address) => MaybeEncodedAccount,
  dataSlice?: { offset: number; length: number },
) {
  if (!account.exists) return null
  const bytes = dataSlice ? account.data.slice(dataSlice.offset, dataSlice.offset + dataSlice.length) : account.data
  let data: unknown
  const parsed = encoding === 'jsonParsed' && !dataSlice ? parseTokenAccount(account, mintOf) : null
  if (parsed) data = parsed
  else if (encoding === 'binary') data = getBase58Decoder().decode(bytes)
  else if (encoding === 'base58') data = [getBase58Decoder().decode(bytes), 'base58']
  else data = [Buffer.from(bytes).toString('base64'), 'base64']
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.space,
  }
}

export function dataSliceParam(value: unknown): { offset: number; length: number } | undefined {
  if (value === undefined) return undefined
  const slice = value as { offset?: unknown; length?: unknown }
  if (typeof slice !== 'object' || !Number.isSafeInteger(slice.offset) || !Number.isSafeInteger(slice.length))
    throw invalidParams('dataSlice must be { offset, length }')
  return slice as { offset: number; length: number }
}
