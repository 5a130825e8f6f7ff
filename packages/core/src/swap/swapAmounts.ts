import { NATIVE_TOKEN_ADDRESS, type SwapQuote, type SwapToken } from '@gangway/protocol'
import { formatUnits, parseUnits } from 'viem'

/** `eip155:1:0xabc…` → `0xabc…`. */
export function plainAddress(caip10: string): string {
  return caip10.split(':')[2] ?? caip10
}

/** Whether a swap token is the chain's native coin (`0xeeee…eeee`). */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return plainAddress(token.address).toLowerCase() === NATIVE_TOKEN_ADDRESS
}

/** A typed amount in the token's smallest unit; undefined unless it is a positive decimal within its decimals. */
export function parseSwapAmount(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim()
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return undefined
  if ((text.split('.')[1] ?? '').length > decimals) return undefined
  const value = parseUnits(text.endsWith('.') ? text.slice(0, -1) : text, decimals)
  return value > 0n ? value : undefined
}

/** Smallest units as whole units ("1.5"). */
export function formatSwapAmount(value: bigint | string, decimals: number): string {
  return formatUnits(BigInt(value), decimals)
}

/**
 * The gas a swap along the quote's route is reckoned to take before it is built: 200k, 100k more per extra
 * hop — the figure the server uses when it is asked not to estimate (`disableEstimate`).
 */
export function swapGasLimit(quote: SwapQuote | undefined): bigint {
  const hops = Math.max(1, (quote?.route?.path.length ?? 2) - 1)
  return 200_000n + 100_000n * BigInt(hops - 1)
}

/** The key of a quote's inputs (`quoteFor`). */
export function swapQuoteKey(from: SwapToken, to: SwapToken, amount: bigint): string {
  return `${from.address}|${to.address}|${amount}`
}
