import { type Address, isSome, type MaybeEncodedAccount, type Option } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82

export type UiTokenAmount = { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string }

export type ParsedTokenAccount = {
  program: 'spl-token' | 'spl-token-2022'
  parsed: { type: 'account' | 'mint'; info: Record<string, unknown> }
  space: number
}

export function isTokenProgram(program: Address): boolean {
  return program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS
}

/** `amount` base units at `decimals` as Solana's RPC shows them (`uiAmountString` without trailing zeros). */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** The token account's fields (classic layout, also the first 165 bytes of a Token-2022 account), or null. */
export function decodeTokenAccount(account: MaybeEncodedAccount) {
  if (!account.exists || !isTokenProgram(account.programAddress)) return null
  // a Token-2022 mint with extensions is longer than 165 bytes too; its account-type byte (165) tells them apart
  if (account.data.length < TOKEN_ACCOUNT_SIZE) return null
  if (account.data.length > TOKEN_ACCOUNT_SIZE && account.data[TOKEN_ACCOUNT_SIZE] !== 2) return null
  const token = getTokenDecoder().decode(account.data.subarray(0, TOKEN_ACCOUNT_SIZE))
  return token.state === 0 ? null : token
}

/** The mint's fields, or null when the account is not an initialized mint. */
export function decodeMint(account: MaybeEncodedAccount) {
  if (!account.exists || !isTokenProgram(account.programAddress)) return null
  const isMint =
    account.data.length === MINT_SIZE ||
    (account.data.length > TOKEN_ACCOUNT_SIZE && account.data[TOKEN_ACCOUNT_SIZE] === 1)
  if (!isMint) return null
  const mint = getMintDecoder().decode(account.data.subarray(0, MINT_SIZE))
  return mint.isInitialized ? mint : null
}

const optional = (value: Option<Address | bigint>) => (isSome(value) ? value.value : null)

/**
 * `jsonParsed` data of a token account or mint (what `getAccountInfo`/`getTokenAccountsByOwner` return), or
 * null for anything else (the caller then falls back to base64, as Solana's RPC does). `mintOf` reads the
 * mint's decimals.
 */
export function parseTokenAccount(
  account: MaybeEncodedAccount,
  mintOf: (mint: Address) => MaybeEncodedAccount,
): ParsedTokenAccount | null {
  if (!account.exists) return null
  const program = account.programAddress === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022'
  const space = account.data.length
  const mint = decodeMint(account)
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: optional(mint.freezeAuthority),
      isInitialized: true,
      mintAuthority: optional(mint.mintAuthority),
      supply: mint.supply.toString(),
    }
    return { program, parsed: { type: 'mint', info }, space }
  }
  const token = decodeTokenAccount(account)
  if (!token) return null
  const decimals = decodeMint(mintOf(token.mint))?.decimals ?? 0
  const isNative = isSome(token.isNative)
  const info: Record<string, unknown> = {
    isNative,
    mint: token.mint,
    owner: token.owner,
    state: token.state === 2 ? 'frozen' : 'initialized',
    tokenAmount: uiTokenAmount(token.amount, decimals),
  }
  if (isSome(token.delegate)) {
    info.delegate = token.delegate.value
    info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals)
  }
  if (isSome(token.closeAuthority)) info.closeAuthority = token.closeAuthority.value
  if (isSome(token.isNative)) info.rentExemptReserve = uiTokenAmount(token.isNative.value, decimals)
  return { program, parsed: { type: 'account', info }, space }
}
