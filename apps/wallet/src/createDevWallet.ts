import {
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  numberToHex,
  publicActions,
  type TypedDataDefinition,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Approver } from './ApprovalRequest.ts'
import { createAssetsHandler, type WalletToken } from './createAssetsHandler.ts'
import { createCallsHandlers } from './createCallsHandlers.ts'
import { forwardToChain } from './forwardToChain.ts'
import { ProviderEvents } from './ProviderEvents.ts'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'
import { parseTransactionRequest } from './parseTransactionRequest.ts'
import { SIMPLE_7702_ACCOUNT_ADDRESS } from './simple7702Account.ts'
import { toProviderError } from './toProviderError.ts'
import { invalidParams, paramAddress, paramChainId, paramObject, paramsArray } from './walletParams.ts'

/** Anvil's well-known account 0 — the dev wallet's default key. Never use it outside a devnet. */
export const ANVIL_ACCOUNT_0_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export type DevWalletOptions = {
  /** Key the wallet signs with (default: anvil account 0). */
  privateKey?: Hex
  /** Chains the wallet knows, with their RPC URLs; the first is active unless `chainId` is given. */
  chains: readonly Chain[]
  chainId?: number
  /** Asked before connecting, signing, sending and adding a chain. */
  approve: Approver
  /** Origin shown in the connect prompt (default: `location.origin` when there is one). */
  origin?: string
  /** Remembers whether the page is connected, as real wallets remember approved sites (survives reloads). */
  permissions?: { load(): boolean; save(connected: boolean): void }
  /** The EIP-7702 delegate for `wallet_sendCalls` (default: Simple7702Account v0.8's canonical address). */
  smartAccountImplementation?: Address
  /** ERC-20s `wallet_getAssets` reports (default none). */
  tokens?: readonly WalletToken[]
}

export type RequestArguments = { method: string; params?: unknown }

/** The EIP-1193 provider a page sees. */
export type DevWalletProvider = {
  readonly isGangwayDevWallet: true
  request(args: RequestArguments): Promise<unknown>
  on: ProviderEvents['on']
  removeListener: ProviderEvents['removeListener']
  off: ProviderEvents['removeListener']
}

export type DevWallet = {
  provider: DevWalletProvider
  readonly address: Address
  readonly chainId: number
  readonly connected: boolean
  /** Switches the signing key; a connected page gets `accountsChanged`. */
  setPrivateKey(privateKey: Hex): void
  /** Ends the page's connection: `accountsChanged` with [] and `disconnect` (4900). */
  disconnect(): void
}

/** Creates a real, signing EIP-1193 wallet backed by viem local accounts and the chains' RPC. */
export function createDevWallet(options: DevWalletOptions): DevWallet {
  if (options.chains.length === 0) throw new Error('dev wallet: at least one chain is required')
  const chains = new Map<number, Chain>(options.chains.map((c) => [c.id, c]))
  let chainId = options.chainId ?? (options.chains[0] as Chain).id
  if (!chains.has(chainId)) throw new Error(`dev wallet: chain ${chainId} is not among the configured chains`)
  let account: PrivateKeyAccount = privateKeyToAccount(options.privateKey ?? ANVIL_ACCOUNT_0_KEY)
  let connected = options.permissions?.load() ?? false
  const events = new ProviderEvents()
  const origin = options.origin ?? (typeof location === 'undefined' ? 'unknown' : location.origin)

  const activeChain = () => chains.get(chainId) as Chain
  const client = () =>
    createWalletClient({ account, chain: activeChain(), transport: http(undefined, { retryCount: 0 }) }).extend(
      publicActions,
    )
  const ask = async (request: Parameters<Approver>[0]) => {
    if (!(await options.approve(request))) {
      throw new ProviderRpcError(ProviderErrorCode.userRejected, 'User rejected the request.')
    }
  }
  const requireConnected = (method: string) => {
    if (!connected) throw new ProviderRpcError(ProviderErrorCode.unauthorized, `${method}: connect first`)
  }
  const requireOwnAddress = (method: string, value: unknown, what: string) => {
    const address = paramAddress(method, value, what)
    if (address.toLowerCase() !== account.address.toLowerCase()) {
      throw new ProviderRpcError(ProviderErrorCode.unauthorized, `${method}: ${address} is not this wallet's account`)
    }
  }
  const switchTo = (id: number) => {
    if (id === chainId) return
    chainId = id
    events.emit('chainChanged', numberToHex(id))
  }

  const handlers: Record<string, (method: string, params: unknown) => Promise<unknown>> = {
    eth_accounts: async () => (connected ? [account.address] : []),
    eth_chainId: async () => numberToHex(chainId),
    net_version: async () => String(chainId),
    eth_requestAccounts: async () => {
      if (!connected) {
        await ask({ kind: 'connect', address: account.address, origin })
        connected = true
        options.permissions?.save(true)
        events.emit('connect', { chainId: numberToHex(chainId) })
        events.emit('accountsChanged', [account.address])
      }
      return [account.address]
    },
    wallet_requestPermissions: async (method) => {
      await handlers.eth_requestAccounts?.(method, [])
      return [{ parentCapability: 'eth_accounts' }]
    },
    wallet_getPermissions: async () => (connected ? [{ parentCapability: 'eth_accounts' }] : []),
    wallet_revokePermissions: async () => {
      wallet.disconnect()
      return null
    },
    wallet_switchEthereumChain: async (method, params) => {
      const [arg] = paramsArray(method, params, 1)
      const id = paramChainId(method, paramObject(method, arg, 'params[0]').chainId)
      if (!chains.has(id)) {
        throw new ProviderRpcError(ProviderErrorCode.unrecognizedChain, `Unrecognized chain ID ${numberToHex(id)}.`)
      }
      switchTo(id)
      return null
    },
    wallet_addEthereumChain: async (method, params) => {
      const [arg] = paramsArray(method, params, 1)
      const p = paramObject(method, arg, 'params[0]')
      const id = paramChainId(method, p.chainId)
      if (typeof p.chainName !== 'string' || p.chainName === '') throw invalidParams(method, 'chainName is required')
      const rpcUrl = Array.isArray(p.rpcUrls) ? p.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
        throw invalidParams(method, 'rpcUrls must hold at least one http(s) URL')
      }
      const currency = paramObject(
        method,
        p.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        'nativeCurrency',
      )
      if (typeof currency.symbol !== 'string' || typeof currency.decimals !== 'number') {
        throw invalidParams(method, 'nativeCurrency needs a symbol and numeric decimals')
      }
      if (!chains.has(id)) {
        await ask({ kind: 'addChain', chainId: id, chainName: p.chainName, rpcUrl })
        chains.set(
          id,
          defineChain({
            id,
            name: p.chainName,
            nativeCurrency: {
              name: String(currency.name ?? currency.symbol),
              symbol: currency.symbol,
              decimals: currency.decimals,
            },
            rpcUrls: { default: { http: [rpcUrl] } },
          }),
        )
      }
      switchTo(id)
      return null
    },
    personal_sign: async (method, params) => {
      const [message, address] = paramsArray(method, params, 2)
      if (typeof message !== 'string') throw invalidParams(method, 'message must be a string')
      requireConnected(method)
      requireOwnAddress(method, address, 'address')
      await ask({ kind: 'signMessage', address: account.address, message })
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    eth_signTypedData_v4: async (method, params) => {
      const [address, data] = paramsArray(method, params, 2)
      requireConnected(method)
      requireOwnAddress(method, address, 'address')
      let typedData: unknown
      try {
        typedData = typeof data === 'string' ? JSON.parse(data) : data
      } catch {
        throw invalidParams(method, 'typed data is not valid JSON')
      }
      const t = paramObject(method, typedData, 'typed data')
      if (typeof t.primaryType !== 'string' || typeof t.types !== 'object' || typeof t.message !== 'object') {
        throw invalidParams(method, 'typed data needs types, primaryType, domain and message')
      }
      await ask({ kind: 'signTypedData', address: account.address, typedData: JSON.stringify(typedData) })
      return account.signTypedData(t as unknown as TypedDataDefinition)
    },
    eth_sendTransaction: async (method, params) => {
      const [arg] = paramsArray(method, params, 1)
      requireConnected(method)
      const tx = parseTransactionRequest(method, arg)
      requireOwnAddress(method, tx.from, 'from')
      await ask({ kind: 'sendTransaction', chainId, from: tx.from, to: tx.to, value: tx.value, data: tx.data })
      const c = client()
      const fees =
        tx.gasPrice !== undefined
          ? { gasPrice: tx.gasPrice }
          : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
      try {
        return await c.sendTransaction({
          account,
          chain: activeChain(),
          to: tx.to ?? null,
          value: tx.value,
          data: tx.data,
          gas: tx.gas,
          nonce: tx.nonce,
          ...fees,
        } as Parameters<typeof c.sendTransaction>[0])
      } catch (error) {
        throw toProviderError(error)
      }
    },
  }
  const walletContext = {
    account: () => account,
    chains: () => [...chains.values()],
    ask,
    requireConnected,
    requireOwnAddress,
  }
  Object.assign(
    handlers,
    createCallsHandlers({
      ...walletContext,
      implementation: options.smartAccountImplementation ?? SIMPLE_7702_ACCOUNT_ADDRESS,
    }),
    { wallet_getAssets: createAssetsHandler({ ...walletContext, tokens: options.tokens ?? [] }) },
  )
  const unsupported = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v3'])

  const provider: DevWalletProvider = {
    isGangwayDevWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(ProviderErrorCode.invalidParams, 'request() needs an object with a string "method"')
      }
      const { method, params } = args
      const handler = handlers[method]
      if (handler) return handler(method, params ?? [])
      if (!unsupported.has(method) && /^(eth|net|web3)_/.test(method)) {
        return forwardToChain(activeChain(), method, params ?? [])
      }
      throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `The dev wallet does not support ${method}.`)
    },
    on: (event, listener) => {
      events.on(event, listener)
      return provider as never
    },
    removeListener: (event, listener) => {
      events.removeListener(event, listener)
      return provider as never
    },
    off: (event, listener) => {
      events.removeListener(event, listener)
      return provider as never
    },
  }

  const wallet: DevWallet = {
    provider,
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    get connected() {
      return connected
    },
    setPrivateKey(privateKey) {
      account = privateKeyToAccount(privateKey)
      if (connected) events.emit('accountsChanged', [account.address])
    },
    disconnect() {
      if (!connected) return
      connected = false
      options.permissions?.save(false)
      events.emit('accountsChanged', [])
      events.emit('disconnect', new ProviderRpcError(ProviderErrorCode.disconnected, 'The dev wallet disconnected.'))
    },
  }
  return wallet
}
