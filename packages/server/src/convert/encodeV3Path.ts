import { type Address, encodePacked, type Hex } from 'viem'

/** A Uniswap v3 path: token, fee (uint24), token, fee, token… packed. */
export function encodeV3Path(tokens: readonly Address[], fees: readonly number[]): Hex {
  const types: ('address' | 'uint24')[] = []
  const values: (Address | number)[] = []
  tokens.forEach((token, i) => {
    types.push('address')
    values.push(token)
    if (i < fees.length) {
      types.push('uint24')
      values.push(fees[i] as number)
    }
  })
  return encodePacked(types, values)
}
