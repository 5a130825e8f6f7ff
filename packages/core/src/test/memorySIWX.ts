import { verifyMessage } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import type { SIWXConfig, SIWXContext, SIWXSession } from '../siwx/SIWXConfig.ts'

const PLACEHOLDER_STAND_IN = '0x000000000000000000000000000000000000dEaD'

/**
 * A real, in-memory `SIWXConfig` for core's sign-in tests: EIP-4361 messages built with `viem/siwe`, every
 * session's signature checked with viem's `verifyMessage` (an EOA) before it is stored, sessions kept per
 * chain and address. It records what the kit asked of it.
 */
export function memorySIWX(options: { required?: boolean; signOutOnDisconnect?: boolean } = {}) {
  const sessions: SIWXSession[] = []
  const log = {
    getSessions: [] as string[],
    revoked: [] as string[],
    context: undefined as SIWXContext | undefined,
    /** While set, getSessions throws it. */
    failGetSessions: undefined as Error | undefined,
  }
  const matches = (s: SIWXSession, chainId: string, address: string) =>
    s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase()
  let nonces = 0
  const config: SIWXConfig = {
    async createMessage(input) {
      const nonce = `nonce${++nonces}${Math.random().toString(36).slice(2, 10)}`
      const data = {
        ...input,
        domain: 'localhost',
        uri: 'http://localhost/',
        version: '1',
        nonce,
        statement: 'Sign in to the test site',
        issuedAt: new Date().toISOString(),
      }
      return {
        ...data,
        // the embedded wallet's '<<AccountAddress>>' stays verbatim on the address line (the frame fills it in)
        toString: () =>
          createSiweMessage({
            address: (input.accountAddress.startsWith('0x')
              ? input.accountAddress
              : PLACEHOLDER_STAND_IN) as `0x${string}`,
            chainId: Number(input.chainId.split(':')[1]),
            domain: data.domain,
            uri: data.uri,
            version: '1',
            nonce,
            statement: data.statement,
            issuedAt: new Date(data.issuedAt),
          }).replace(PLACEHOLDER_STAND_IN, input.accountAddress),
      }
    },
    async addSession(session) {
      const parsed = parseSiweMessage(session.message)
      if (parsed.nonce !== session.data.nonce || parsed.address !== session.data.accountAddress) {
        throw new Error('The message does not match its data')
      }
      const valid = await verifyMessage({
        address: session.data.accountAddress as `0x${string}`,
        message: session.message,
        signature: session.signature as `0x${string}`,
      }).catch(() => false)
      if (!valid) throw new Error('Invalid signature')
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      log.revoked.push(`${chainId}:${address}`)
      for (let i = sessions.length - 1; i >= 0; i--) {
        if (matches(sessions[i] as SIWXSession, chainId, address)) sessions.splice(i, 1)
      }
    },
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      log.getSessions.push(`${chainId}:${address}`)
      if (log.failGetSessions) throw log.failGetSessions
      return sessions.filter((s) => matches(s, chainId, address))
    },
    getRequired: () => options.required ?? true,
    ...(options.signOutOnDisconnect === undefined ? {} : { signOutOnDisconnect: options.signOutOnDisconnect }),
    setup(context) {
      log.context = context
    },
  }
  return { config, sessions, log }
}
