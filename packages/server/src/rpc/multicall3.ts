/** Multicall3's canonical address (the same on every EVM chain; the devnet deploys it there too). */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11' as const
