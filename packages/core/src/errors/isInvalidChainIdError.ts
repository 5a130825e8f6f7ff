import { ErrorCode } from '@gangway/protocol'

/**
 * Whether a wallet answered `wallet_switchEthereumChain` with SPEC §8's 32603 (invalid chain id) — what some
 * wallets answer for a chain they do not know, where EIP-3085 says 4902. Looked for through the `cause` chain:
 * wagmi wraps the wallet's error in its own `SwitchChainError`. The EVM adapter then adds the chain and
 * switches again, as it does on 4902 (AppKit does the same).
 */
export function isInvalidChainIdError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === ErrorCode.INVALID_CHAIN_ID) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
