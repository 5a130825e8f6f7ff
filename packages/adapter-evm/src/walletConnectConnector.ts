import {
  createWalletConnectProvider,
  KitErrorMessage,
  pageLocalStorage,
  type WalletConnectProvider as UniversalProvider,
} from '@gangway/core'
import { type Address, type Chain, getAddress, numberToHex } from 'viem'
import { createConnector } from 'wagmi'

export type WalletConnectOptions = {
  projectId: string
  /** Our relay (default: the local server's, ws://localhost:4000/relay). */
  relayUrl: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /** The relay's refusals (the kit's alerts). */
  onError?: (error: Error) => void
}

/** Set while a WalletConnect session exists, so a page without one never loads WalletConnect's code. */
const SESSION_FLAG = 'gangway:walletconnect:session'
// pageLocalStorage: undefined on a server and where the browser denies storage (a cross-site iframe)
const remembered = () => pageLocalStorage()?.getItem(SESSION_FLAG) === '1'
const remember = (on: boolean) => {
  const storage = pageLocalStorage()
  if (on) storage?.setItem(SESSION_FLAG, '1')
  else storage?.removeItem(SESSION_FLAG)
}

const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const EVENTS = ['chainChanged', 'accountsChanged']

/**
 * A wagmi connector over `@walletconnect/universal-provider` (made by core's `createWalletConnectProvider`:
 * our relay only, loaded on first use), with an `rpcMap` to the site's RPC URLs. The pairing URI is
 * announced as wagmi's `display_uri` message.
 */
export function walletConnectConnector(options: WalletConnectOptions) {
  let provider: UniversalProvider | undefined
  let starting: Promise<UniversalProvider> | undefined
  let chainId: number | undefined
  return createConnector<UniversalProvider>((config) => {
    const chains = config.chains as readonly Chain[]
    const eip1193 = () => ({
      request: (args: { method: string; params?: unknown }) =>
        (provider as UniversalProvider).request(args as never, `eip155:${chainId ?? chains[0]?.id}`),
    })
    const accountsOf = () =>
      (provider?.session?.namespaces.eip155?.accounts ?? []).map((a) => getAddress(a.split(':')[2] as Address))
    const ensureProvider = (): Promise<UniversalProvider> => {
      starting ??= createWalletConnectProvider(options).then(
        (made) => {
          listen(made)
          provider = made
          return made
        },
        (error: unknown) => {
          starting = undefined // a later attempt may succeed
          throw error
        },
      )
      return starting
    }
    const listen = (made: UniversalProvider) => {
      made.on('display_uri', (uri: string) => config.emitter.emit('message', { type: 'display_uri', data: uri }))
      made.on('session_delete', () => {
        remember(false)
        config.emitter.emit('disconnect')
      })
      made.on('accountsChanged', (accounts: string[]) =>
        config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a as Address)) }),
      )
      made.on('chainChanged', (id: string | number) => {
        chainId = Number(id)
        config.emitter.emit('change', { chainId })
      })
    }
    return {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      /** Loads WalletConnect only when a session exists or one is being made (wagmi asks every connector at start). */
      async getProvider() {
        if (provider || remembered()) return ensureProvider()
        return undefined as unknown as UniversalProvider
      },
      async connect(params?: { chainId?: number; isReconnecting?: boolean }) {
        const p = await ensureProvider()
        if (!params?.isReconnecting || !p.session) {
          await p.connect({
            optionalNamespaces: {
              eip155: {
                chains: chains.map((c) => `eip155:${c.id}`),
                methods: METHODS,
                events: EVENTS,
                rpcMap: Object.fromEntries(chains.map((c) => [String(c.id), c.rpcUrls.default.http[0] as string])),
              },
            },
          })
        }
        const accounts = accountsOf()
        if (accounts.length === 0) throw new Error(KitErrorMessage.CHAINS_NOT_SUPPORTED)
        const approved = (p.session?.namespaces.eip155?.chains ?? []).map((c) => Number(c.split(':')[1]))
        chainId = params?.chainId && approved.includes(params.chainId) ? params.chainId : (approved[0] ?? chains[0]?.id)
        p.setDefaultChain(`eip155:${chainId}`)
        remember(true)
        return { accounts, chainId: chainId as number } as never
      },
      async disconnect() {
        remember(false)
        await provider?.disconnect().catch(() => undefined)
      },
      async getAccounts() {
        return accountsOf()
      },
      async getChainId() {
        return chainId ?? (chains[0]?.id as number)
      },
      async isAuthorized() {
        if (!remembered()) return false
        await ensureProvider()
        return accountsOf().length > 0
      },
      async switchChain({ chainId: next }) {
        const chain = chains.find((c) => c.id === next)
        if (!chain) throw new Error(`Chain ${next} is not configured`)
        await eip1193().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(next) }] })
        chainId = next
        provider?.setDefaultChain(`eip155:${next}`)
        config.emitter.emit('change', { chainId: next })
        return chain
      },
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a as Address)) })
      },
      onChainChanged(id) {
        chainId = Number(id)
        config.emitter.emit('change', { chainId })
      },
      onDisconnect() {
        remember(false)
        config.emitter.emit('disconnect')
      },
    }
  })
}
