/**
 * A token whose balance is read (`TOKEN_LISTS`, per CAIP-2 chain): on eip155 an ERC-20's 0x address, on
 * solana an SPL mint's base58 address (case-sensitive).
 */
export type TokenEntry = { address: string; name: string; symbol: string; decimals: number; iconUrl?: string }

/** Prices per currency: `{ usd: { "eip155:31337:native": 3000, "eip155:31337:0x…": 1 } }` (`PRICE_TABLE`). */
export type PriceTable = Record<string, Record<string, number>>
