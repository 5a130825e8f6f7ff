/** An ERC-20 whose balance is read (`TOKEN_LISTS`, per CAIP-2 chain). */
export type TokenEntry = { address: `0x${string}`; name: string; symbol: string; decimals: number; iconUrl?: string }

/** Prices per currency: `{ usd: { "eip155:31337:native": 3000, "eip155:31337:0x…": 1 } }` (`PRICE_TABLE`). */
export type PriceTable = Record<string, Record<string, number>>
