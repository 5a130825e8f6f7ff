import type { Wallet } from '@wallet-standard/base'

/** A wallet the adapter can list: it connects (`standard:connect`) and names at least one `solana:*` chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return 'standard:connect' in wallet.features && wallet.chains.some((chain) => chain.startsWith('solana:'))
}
