import { ConstantsUtil } from '../constants.ts'

/**
 * A decimal string cut (never rounded) to `decimals` places, trailing zeros dropped: "1.23456" → "1.234",
 * "0.9999" → "0.999", "2.000" → "2" (SPEC §9: balances show 3 decimals). Undefined for non-numbers.
 */
export function truncateDecimals(
  value: string | undefined,
  decimals: number = ConstantsUtil.BALANCE_DISPLAY_DECIMALS,
): string | undefined {
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return undefined
  const [whole, fraction = ''] = value.split('.')
  const cut = fraction.slice(0, decimals).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : (whole as string)
}
