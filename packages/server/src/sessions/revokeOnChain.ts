import { gangwayAccountAbi } from '@gangway/protocol/smart-account'
import { type Address, encodeFunctionData } from 'viem'
import { chainFailed } from './chainFailed.ts'
import type { SessionWallet } from './SessionWallet.ts'
import type { SessionRow, SessionStore } from './sessionStore.ts'

/**
 * Revokes a stored session: first claimed in the database — one atomic `UPDATE … WHERE revoked_at IS NULL
 * RETURNING`, so of two concurrent or replayed revokes exactly one goes on — then the account's own
 * `revokeSession(key)` in ONE user operation. When that fails the claim is undone and the failure answered,
 * so the list never shows revoked a session the chain still honours. Answers whether this call revoked it
 * (false: it was revoked already, nothing sent).
 */
export async function revokeOnChain(
  row: SessionRow,
  wallet: SessionWallet | undefined,
  store: SessionStore,
  at: Date,
): Promise<boolean> {
  const claimed = await store.revoke(row.pci, row.account_address, at)
  if (!claimed) return false
  if (!wallet) return true
  const chainId = Number(row.chain_id.replace(/^eip155:/, ''))
  try {
    await wallet.sendCalls(chainId, [
      {
        to: row.account_address as Address,
        data: encodeFunctionData({
          abi: gangwayAccountAbi,
          functionName: 'revokeSession',
          args: [row.session_key as Address],
        }),
      },
    ])
  } catch (error) {
    await store.unrevoke(row.pci, at)
    throw chainFailed('The session could not be revoked', error)
  }
  return true
}
