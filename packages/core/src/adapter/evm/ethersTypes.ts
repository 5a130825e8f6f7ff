import type { WalletConnectProvider } from '../../walletconnect/createWalletConnectProvider.ts'

/**
 * AppKit's ethers types (`@reown/appkit-utils/ethers`, re-exported by `@reown/appkit-adapter-ethers` and
 * `-ethers5`), shared by Gangway's two ethers adapters, which re-export them under the same names.
 */

/** A hex address. */
export type Address = `0x${string}`

/** An EIP-1193 request. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

type ProviderEventListener = {
  connect: (connectParams: { chainId: number }) => void
  disconnect: (error: Error) => void
  chainChanged: (chainId: string) => void
  accountsChanged: (accounts: string[]) => void
  message: (message: { type: string; data: unknown }) => void
}

/**
 * The wallet's EIP-1193 provider as AppKit types it — what `useAppKitProvider<Provider>('eip155').walletProvider`
 * is and what ethers wraps (`new BrowserProvider(walletProvider)`, `new ethers.providers.Web3Provider(walletProvider)`).
 */
export interface Provider {
  request: <T>(args: RequestArguments) => Promise<T>
  on<T extends keyof ProviderEventListener>(event: T, listener: ProviderEventListener[T]): void
  removeListener: <T>(event: string, listener: (data: T) => void) => void
  emit: (event: string) => void
}

/** The site's metadata. */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/**
 * AppKit's ethers config shape. Gangway's ethers adapters take no such config (the kit's options decide the
 * connectors): the type is kept for sites that name it. `coinbase` and `safe` are those SDKs' EIP-1193 providers.
 */
export type ProviderType = {
  injected?: Provider
  coinbase?: Provider
  safe?: Provider
  auth?: { email?: boolean; socials?: string[]; showWallets?: boolean; walletFeatures?: boolean }
  EIP6963?: boolean
  metadata: Metadata
}

export interface IEthersConfig {
  providers: ProviderType
  defaultChain?: number
  SSR?: boolean
}

/** The e-mail wallet's provider as an EIP-1193 provider (AppKit's `W3mFrameProvider & Provider`). */
export type CombinedProvider = Provider

/** The WalletConnect universal provider as an EIP-1193 provider. */
export type UniversalProviderType = WalletConnectProvider & Provider

/** AppKit's older chain description. */
export type Chain = {
  id: string | number
  chainId: string | number
  name: string
  currency: string
  explorerUrl: string
  rpcUrl: string
  chain: string
  imageId: string | undefined
}
