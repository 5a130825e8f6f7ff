/** Balance for display: truncated (not rounded) to `decimals` places, trailing zeros dropped (SPEC §9: 3). */
export function formatBalance(value: string | undefined, decimals = 3): string | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^-?\d+(\.\d+)?$/.test(value)) return undefined
  const [whole, fraction = ''] = value.split('.')
  const cut = fraction.slice(0, decimals).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : (whole as string)
}
