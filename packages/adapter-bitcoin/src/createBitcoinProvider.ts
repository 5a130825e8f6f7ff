import type { CaipNetwork } from '@gangway/core'
import type {
  BitcoinAccountAddress,
  BitcoinWallet,
  MessageProtocol,
  SignPsbtParams,
  SignPsbtResult,
} from './BitcoinWallet.ts'

export type BitcoinProviderEvent = 'accountsChanged' | 'chainChanged' | 'disconnect' | 'connect'

/**
 * AppKit's `BitcoinConnector` shape, what `useAppKitProvider('bip122')` answers as `walletProvider`:
 * `getAccountAddresses()`, `signMessage({ address, message, protocol? })` → base64 signature,
 * `sendTransfer({ recipient, amount })` → txid (the adapter's PSBT send), `signPSBT({ psbt, signInputs,
 * broadcast? })`, `request(args)` (the wallet's own methods), `switchNetwork(caipNetworkId)`, events.
 */
export type BitcoinProvider = {
  readonly id: string
  readonly name: string
  readonly type: 'ANNOUNCED' | 'WALLET_CONNECT'
  readonly chain: 'bip122'
  readonly imageUrl?: string
  /** The site's Bitcoin networks. */
  readonly chains: CaipNetwork[]
  /** The object behind the connector (sats-connect provider, wallet-standard wallet, universal provider). */
  readonly provider: unknown
  connect(): Promise<string>
  disconnect(): Promise<void>
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>
  signMessage(params: { address: string; message: string; protocol?: 'ecdsa' | 'bip322' }): Promise<string>
  /** `amount` in sats (a decimal string, as AppKit's). */
  sendTransfer(params: { recipient: string; amount: string }): Promise<string>
  signPSBT(params: SignPsbtParams): Promise<SignPsbtResult>
  switchNetwork(caipNetworkId: string): Promise<void>
  request<T>(args: { method: string; params?: unknown }): Promise<T>
  on(event: BitcoinProviderEvent, listener: (data: unknown) => void): void
  removeListener(event: BitcoinProviderEvent, listener: (data: unknown) => void): void
  emit(event: BitcoinProviderEvent, data: unknown): void
}

export type BitcoinProviderParams = {
  wallet: BitcoinWallet
  imageUrl?: string | undefined
  networks: () => CaipNetwork[]
  activeNetwork: () => CaipNetwork
  connect: () => Promise<string>
  disconnect: () => Promise<void>
  signMessage: (params: { address: string; message: string; protocol: MessageProtocol }) => Promise<string>
  sendTransfer: (params: { recipient: string; amount: bigint }) => Promise<string>
  signPsbt: (params: SignPsbtParams) => Promise<SignPsbtResult>
  switchNetwork: (caipNetworkId: string) => Promise<void>
}

/** Makes the provider object of one connector (the adapter keeps one per connector). */
export function createBitcoinProvider(params: BitcoinProviderParams): BitcoinProvider {
  const listeners = new Map<BitcoinProviderEvent, Set<(data: unknown) => void>>()
  const { wallet } = params
  return {
    id: wallet.connectorId,
    name: wallet.name,
    type: wallet.type,
    chain: 'bip122',
    ...(params.imageUrl ? { imageUrl: params.imageUrl } : {}),
    get chains() {
      return params.networks()
    },
    get provider() {
      return wallet.underlying()
    },
    connect: params.connect,
    disconnect: params.disconnect,
    getAccountAddresses: async () => wallet.addresses(),
    signMessage: ({ address, message, protocol }) =>
      params.signMessage({ address, message, protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' }),
    sendTransfer: ({ recipient, amount }) => params.sendTransfer({ recipient, amount: BigInt(amount) }),
    signPSBT: params.signPsbt,
    switchNetwork: params.switchNetwork,
    async request<T>(args: { method: string; params?: unknown }): Promise<T> {
      if (!wallet.walletRequest) throw new Error(`${wallet.name} takes no raw requests`)
      return (await wallet.walletRequest(args.method, args.params ?? null, params.activeNetwork())) as T
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, data) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(data)
    },
  }
}
