// AppKit's SIWE (legacy) as its docs (next/core/siwe) write the client config and the NextAuth backend.

import { mainnet, sepolia } from '@reown/appkit/networks'
import {
  createSIWEConfig,
  formatMessage,
  getAddressFromMessage,
  getChainIdFromMessage,
  type SIWECreateMessageArgs,
  type SIWESession,
  type SIWEVerifyMessageArgs,
  verifySignature,
} from '@reown/appkit-siwe'

declare function getCsrfToken(): Promise<string | undefined>
declare function getSession(): Promise<{ address?: unknown; chainId?: unknown } | null>
declare function signIn(provider: string, options: Record<string, unknown>): Promise<{ ok: boolean } | undefined>
declare function signOut(options: Record<string, unknown>): Promise<void>

export const siweConfig = createSIWEConfig({
  getMessageParams: async () => ({
    domain: typeof window !== 'undefined' ? window.location.host : '',
    uri: typeof window !== 'undefined' ? window.location.origin : '',
    chains: [mainnet.id, sepolia.id],
    statement: 'Please sign with your account',
  }),
  createMessage: ({ address, ...args }: SIWECreateMessageArgs) => formatMessage(args, address),
  getNonce: async () => {
    const nonce = await getCsrfToken()
    if (!nonce) throw new Error('Failed to get nonce!')
    return nonce
  },
  getSession: async () => {
    const session = await getSession()
    if (!session) return null
    if (typeof session.address !== 'string' || typeof session.chainId !== 'number') return null
    return { address: session.address, chainId: session.chainId } satisfies SIWESession
  },
  verifyMessage: async ({ message, signature }: SIWEVerifyMessageArgs) => {
    try {
      const success = await signIn('credentials', { message, redirect: false, signature, callbackUrl: '/protected' })
      return Boolean(success?.ok)
    } catch {
      return false
    }
  },
  signOut: async () => {
    try {
      await signOut({ redirect: false })
      return true
    } catch {
      return false
    }
  },
})

// the backend (NextAuth's credentials provider)
export async function authorize(credentials: { message?: string; signature: string } | undefined) {
  if (!credentials?.message) throw new Error('SiweMessage is undefined')
  const { message, signature } = credentials
  const address = getAddressFromMessage(message)
  const chainId = getChainIdFromMessage(message)
  const isValid = await verifySignature({ address, message, signature, chainId, projectId: 'local' })
  return isValid ? { id: `${chainId}:${address}` } : null
}
