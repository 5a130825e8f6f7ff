import {
  type CoinbaseWalletSdkModule,
  Eip1193Adapter,
  type Eip1193AdapterOptions,
  type EvmLibrary,
  type SafeAppsModules,
} from '@gangway/core'
import { ethers5Library } from './ethers5Library.ts'

/** The options of `Ethers5Adapter` (AppKit's takes none; these are Gangway's, all optional). */
export type Ethers5AdapterOptions = Eip1193AdapterOptions

/**
 * AppKit's `Ethers5Adapter` (ethers v5): core's EIP-1193 adapter (EIP-6963 wallets, the injected wallet, the
 * e-mail/social wallet and its smart account, WalletConnect through the kit's one session) reading, signing and
 * sending with ethers v5. `useAppKitProvider('eip155').walletProvider` is the wallet's EIP-1193 provider:
 *
 * ```ts
 * const ethers5Adapter = new Ethers5Adapter()
 * createAppKit({ adapters: [ethers5Adapter], networks, projectId })
 * // in a component
 * const { walletProvider } = useAppKitProvider<Provider>('eip155')
 * const signer = new ethers.providers.Web3Provider(walletProvider).getSigner()
 * ```
 */
export class Ethers5Adapter extends Eip1193Adapter {
  protected readonly library: EvmLibrary = ethers5Library
  /** The Coinbase Wallet SDK connector's SDK (`enableCoinbase`): a lazy chunk, loaded on the first connect. */
  protected override readonly coinbaseSdk: () => Promise<CoinbaseWalletSdkModule> = () => import('@coinbase/wallet-sdk')
  /** The Safe App connector's SDK and provider (only inside an allowed Safe{Wallet} frame): a lazy chunk. */
  protected override readonly safeApps: () => Promise<SafeAppsModules> = () =>
    Promise.all([import('@safe-global/safe-apps-sdk'), import('@safe-global/safe-apps-provider')])
}
