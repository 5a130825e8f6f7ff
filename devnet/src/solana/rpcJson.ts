/** JSON with bigints written as plain integers (u64 lamports and rentEpoch stay exact; clients parse numbers). */
export function stringifyRpcJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `__bigint__${v}` : v)).replace(
    /"__bigint__(-?\d+)"/g,
    '$1',
  )
}
