/** Position after the last transaction of a history page: the keyset the next page continues below. */
export type HistoryCursor = { minedAt: Date; chainId: string; blockNumber: number; txIndex: number }

export function encodeHistoryCursor(c: HistoryCursor): string {
  return Buffer.from(JSON.stringify([c.minedAt.toISOString(), c.chainId, c.blockNumber, c.txIndex])).toString(
    'base64url',
  )
}

/** The cursor of a `next` this server answered; undefined for anything else. */
export function decodeHistoryCursor(text: string): HistoryCursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown
    if (!Array.isArray(value) || value.length !== 4) return undefined
    const [minedAt, chainId, blockNumber, txIndex] = value as unknown[]
    const date = new Date(String(minedAt))
    if (
      typeof minedAt !== 'string' ||
      Number.isNaN(date.getTime()) ||
      typeof chainId !== 'string' ||
      !Number.isInteger(blockNumber) ||
      !Number.isInteger(txIndex)
    ) {
      return undefined
    }
    return { minedAt: date, chainId, blockNumber: blockNumber as number, txIndex: txIndex as number }
  } catch {
    return undefined
  }
}
