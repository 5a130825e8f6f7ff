import type { SIWXSession } from '@gangway/core'

/** Whether a session is of this address on this chain (eip155 addresses compare case-insensitively). */
export function sameAccount(session: SIWXSession, chainId: string, address: string): boolean {
  if (session.data.chainId !== chainId) return false
  const stored = session.data.accountAddress
  return chainId.startsWith('eip155:') ? stored.toLowerCase() === address.toLowerCase() : stored === address
}
