import type { CaipNetworkId } from '@gangway/protocol'
import { asSIWEClient } from './createSIWEConfig.ts'
import type { AppKitSIWEClient, SIWEConfig, SIWEMessageArgs, SIWESession } from './SIWEConfig.ts'
import type { SIWXConfig, SIWXMessage, SIWXSession } from './SIWXConfig.ts'

/** `eip155:<n>` → n; anything else → undefined (SIWE knows EVM chains only). */
function evmChainId(chainId: string): number | undefined {
  const match = /^eip155:(\d+)$/.exec(chainId)
  return match ? Number(match[1]) : undefined
}

const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/** The page's domain and URI, for a SIWE config without `getMessageParams`. */
function pageParams(): SIWEMessageArgs | undefined {
  const location = (globalThis as { location?: Location }).location
  if (!location?.host) return undefined
  return { chains: [], domain: location.host, uri: location.origin }
}

/**
 * AppKit's `mapToSIWX`: the older `siweConfig` (`createSIWEConfig`'s client, or the plain `SIWEConfig`) as a
 * `SIWXConfig`, so one sign-in flow serves both. As in AppKit: the message text is the site's
 * `createMessage` (address as `did:pkh:…`), `addSession` asks the site's `verifyMessage` and calls `onSignIn`,
 * `revokeSession` and `setSessions([])` call `signOut` (then `onSignOut`), `getSessions` answers the site's
 * one session when it matches (a different network or account counts as none unless
 * `signOutOnNetworkChange` / `signOutOnAccountChange` are false), non-EVM networks count as signed in.
 * Gangway's additions: without `getMessageParams` the page's host and origin are the domain and URI, and
 * `enabled: false` turns sign-in off (`undefined`).
 */
export function mapToSIWX(siwe: SIWEConfig | AppKitSIWEClient): SIWXConfig | undefined {
  const { options, methods } = asSIWEClient(siwe)
  if (options.enabled === false) return undefined

  async function getSession(): Promise<SIWESession | undefined> {
    try {
      const session = await methods.getSession()
      if (!session) return undefined
      if (!session.address) throw new Error('SIWE session is missing address')
      if (!session.chainId) throw new Error('SIWE session is missing chainId')
      return session
    } catch (error) {
      console.warn('gangway: siweConfig.getSession failed:', error)
      return undefined
    }
  }

  let signingOut: Promise<void> | undefined
  function signOut(): Promise<void> {
    signingOut ??= (async () => {
      try {
        await methods.signOut()
        methods.onSignOut?.()
      } finally {
        signingOut = undefined
      }
    })()
    return signingOut
  }

  const config: SIWXConfig = {
    async createMessage(input) {
      const params = (await methods.getMessageParams?.()) ?? pageParams()
      if (!params) throw new Error('Failed to get message params!')
      const nonce = await methods.getNonce(input.accountAddress)
      if (!nonce) throw new Error('siweConfig.getNonce answered no nonce')
      const issuedAt = params.iat ?? new Date().toISOString()
      const version = '1' as const
      const message: SIWXMessage = {
        nonce,
        version,
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: params.domain,
        uri: params.uri,
        issuedAt,
        ...(params.requestId === undefined ? {} : { requestId: params.requestId }),
        ...(params.nbf === undefined ? {} : { notBefore: params.nbf }),
        ...(params.resources === undefined ? {} : { resources: params.resources }),
        ...(params.statement === undefined ? {} : { statement: params.statement }),
        ...(params.exp === undefined ? {} : { expirationTime: params.exp }),
        toString: () =>
          methods.createMessage({
            ...params,
            chainId: evmChainId(input.chainId) ?? 1,
            address: `did:pkh:${input.chainId}:${input.accountAddress}`,
            nonce,
            version,
            iat: issuedAt,
          }),
      }
      return message
    },

    async addSession(session) {
      const chainId = evmChainId(session.data.chainId)
      // SIWE is EVM only: other namespaces are let through, as in AppKit
      if (chainId === undefined) return
      const valid = await methods.verifyMessage({
        message: session.message,
        signature: session.signature,
        ...(session.cacao ? { cacao: session.cacao } : {}),
      })
      if (!valid) throw new Error('Failed to verify message')
      methods.onSignIn?.({ address: session.data.accountAddress, chainId })
    },

    async revokeSession() {
      try {
        await signOut()
      } catch (error) {
        console.warn('gangway: siweConfig.signOut failed:', error)
      }
    },

    async setSessions(sessions) {
      const first = sessions[0]
      if (!first) {
        try {
          await signOut()
        } catch (error) {
          console.warn('gangway: siweConfig.signOut failed:', error)
        }
        return
      }
      // SIWE keeps one session: the first one is kept (AppKit prefers the active network's)
      await config.addSession(first)
    },

    async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
      if (evmChainId(chainId) === undefined) {
        return [{ data: { accountAddress: address, chainId } as SIWXMessage.Data, message: '', signature: '' }]
      }
      const session = await getSession()
      if (!session) return []
      const sessionNetwork = `eip155:${session.chainId}`
      if (options.signOutOnNetworkChange && sessionNetwork !== chainId) return []
      if (options.signOutOnAccountChange && !sameAddress(session.address, address)) return []
      return [
        {
          data: { accountAddress: session.address, chainId: sessionNetwork } as SIWXMessage.Data,
          message: '',
          signature: '',
        },
      ]
    },

    getRequired: () => options.required,
    signOutOnDisconnect: options.signOutOnDisconnect,
  }
  return config
}
