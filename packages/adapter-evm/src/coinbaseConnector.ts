import {
  addEthereumChainParameter as addEthereumChainParameterOf,
  COINBASE_ICON,
  COINBASE_SDK_CONNECTOR_ID,
  type CoinbaseConnectorOptions,
  type CoinbaseProvider,
  createCoinbaseProvider,
  rememberCoinbaseSession as remember,
  coinbaseSessionRemembered as remembered,
} from '@gangway/core'
import { type Address, type Chain, getAddress, numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem'
import { createConnector } from 'wagmi'

// the SDK's settings, session flag and icon are core's (the EIP-1193 adapters' Coinbase connector shares them)
export { COINBASE_ICON, COINBASE_RDNS, COINBASE_SDK_CONNECTOR_ID, type CoinbaseConnectorOptions } from '@gangway/core'

/**
 * A wagmi connector on `@coinbase/wallet-sdk` 4 (Coinbase's popup at `keysUrl`; the SDK has no telemetry).
 * The SDK is loaded on the first connect (a lazy chunk), or at start only when a session was made before.
 * It carries no wagmi `rdns` on purpose: wagmi drops an EIP-6963 announcement whose rdns a configured
 * connector claims, and the Coinbase extension's announcement must stay (it wins over the SDK in the list).
 */
export function coinbaseConnector(options: CoinbaseConnectorOptions) {
  let provider: CoinbaseProvider | undefined
  let loading: Promise<CoinbaseProvider> | undefined
  const listeners: { event: string; listener: (...args: never[]) => void }[] = []
  return createConnector<CoinbaseProvider>((config) => {
    const chains = config.chains as readonly Chain[]
    const load = (): Promise<CoinbaseProvider> => {
      loading ??= import('@coinbase/wallet-sdk').then(
        (sdk) => {
          provider = createCoinbaseProvider(
            sdk,
            options,
            chains.map((c) => c.id),
          )
          return provider
        },
        (error: unknown) => {
          loading = undefined // a later attempt may succeed
          throw error
        },
      )
      return loading
    }
    const listen = (p: CoinbaseProvider, event: string, listener: (...args: never[]) => void) => {
      if (listeners.some((l) => l.event === event)) return
      p.on?.(event, listener)
      listeners.push({ event, listener })
    }
    const unlisten = () => {
      for (const { event, listener } of listeners.splice(0)) provider?.removeListener?.(event, listener)
    }
    const chainIdOf = async (p: CoinbaseProvider) => Number(await p.request({ method: 'eth_chainId' }))
    return {
      id: COINBASE_SDK_CONNECTOR_ID,
      name: 'Coinbase Wallet',
      type: 'coinbaseWallet',
      icon: COINBASE_ICON,
      async getProvider() {
        if (provider || remembered()) return load()
        return undefined as unknown as CoinbaseProvider
      },
      async connect(params?: { chainId?: number; isReconnecting?: boolean }) {
        const p = await load()
        let accounts: Address[]
        try {
          const method = params?.isReconnecting ? 'eth_accounts' : 'eth_requestAccounts'
          accounts = ((await p.request({ method })) as string[]).map((a) => getAddress(a))
        } catch (error) {
          if ((error as { code?: number }).code === UserRejectedRequestError.code) {
            throw new UserRejectedRequestError(error as Error)
          }
          throw error
        }
        listen(p, 'accountsChanged', this.onAccountsChanged.bind(this) as never)
        listen(p, 'chainChanged', this.onChainChanged.bind(this) as never)
        listen(p, 'disconnect', this.onDisconnect.bind(this) as never)
        remember(true)
        let chainId = await chainIdOf(p)
        if (params?.chainId && params.chainId !== chainId) {
          const chain = await this.switchChain?.({ chainId: params.chainId }).catch((error: { code?: number }) => {
            if (error.code === UserRejectedRequestError.code) throw error
            return undefined // the wallet stays where it is; the kit flags an unsupported chain itself
          })
          chainId = chain?.id ?? chainId
        }
        return { accounts, chainId } as never
      },
      async disconnect() {
        remember(false)
        unlisten()
        await provider?.disconnect().catch(() => undefined)
      },
      async getAccounts() {
        if (!provider && !remembered()) return []
        const p = await load()
        return ((await p.request({ method: 'eth_accounts' })) as string[]).map((a) => getAddress(a))
      },
      async getChainId() {
        if (!provider && !remembered()) return chains[0]?.id as number
        return chainIdOf(await load())
      },
      async isAuthorized() {
        if (!remembered()) return false
        try {
          return (await this.getAccounts()).length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId, addEthereumChainParameter }) {
        const chain = chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
        const p = await load()
        try {
          await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
        } catch (error) {
          if ((error as { code?: number }).code !== 4902) throw error
          // the chain's own RPC (the adapter passes it), never the kit's server: core's one EIP-3085 builder
          const added = addEthereumChainParameterOf(chain, addEthereumChainParameter?.rpcUrls)
          await p.request({ method: 'wallet_addEthereumChain', params: [added] })
        }
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a as Address)) })
      },
      onChainChanged(id) {
        config.emitter.emit('change', { chainId: Number(id) })
      },
      onDisconnect() {
        remember(false)
        unlisten()
        config.emitter.emit('disconnect')
      },
    }
  })
}
