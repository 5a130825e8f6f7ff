import { type Hash, hexToNumber, numberToHex, sliceHex } from 'viem'

export type SentBatch = { chainId: number; hash: Hash }

/**
 * The id `wallet_sendCalls` answers when the app gave none: the transaction hash followed by the chain id
 * (32 bytes each), so `wallet_getCallsStatus` finds the batch without wallet state — also after a reload.
 */
export function encodeCallsId(batch: SentBatch): string {
  return `${batch.hash}${numberToHex(batch.chainId, { size: 32 }).slice(2)}`
}

/** The batch an id made by {@link encodeCallsId} names, or undefined for any other string. */
export function decodeCallsId(id: string): SentBatch | undefined {
  if (!/^0x[0-9a-fA-F]{128}$/.test(id)) return undefined
  const hex = id as `0x${string}`
  let chainId: number
  try {
    chainId = hexToNumber(sliceHex(hex, 32, 64))
  } catch {
    return undefined
  }
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  return { hash: sliceHex(hex, 0, 32), chainId }
}
