import {
  type CoinbaseWalletSdkModule,
  Eip1193Adapter,
  type Eip1193AdapterOptions,
  type EvmLibrary,
  type SafeAppsModules,
} from '@gangway/core'
import { ethersLibrary } from './ethersLibrary.ts'

/** The options of `EthersAdapter` (AppKit's takes none; these are Gangway's, all optional). */
export type EthersAdapterOptions = Eip1193AdapterOptions

/**
 * AppKit's `EthersAdapter` (ethers v6): core's EIP-1193 adapter (EIP-6963 wallets, the injected wallet, the
 * e-mail/social wallet and its smart account, WalletConnect through the kit's one session) reading, signing and
 * sending with ethers v6. `useAppKitProvider('eip155').walletProvider` is the wallet's EIP-1193 provider:
 *
 * ```ts
 * const ethersAdapter = new EthersAdapter()
 * createAppKit({ adapters: [ethersAdapter], networks, projectId })
 * // in a component
 * const { walletProvider } = useAppKitProvider<Provider>('eip155')
 * const signer = await new BrowserProvider(walletProvider).getSigner()
 * ```
 */
export class EthersAdapter extends Eip1193Adapter {
  protected readonly library: EvmLibrary = ethersLibrary
  /** The Coinbase Wallet SDK connector's SDK (`enableCoinbase`): a lazy chunk, loaded on the first connect. */
  protected override readonly coinbaseSdk: () => Promise<CoinbaseWalletSdkModule> = () => import('@coinbase/wallet-sdk')
  /** The Safe App connector's SDK and provider (only inside an allowed Safe{Wallet} frame): a lazy chunk. */
  protected override readonly safeApps: () => Promise<SafeAppsModules> = () =>
    Promise.all([import('@safe-global/safe-apps-sdk'), import('@safe-global/safe-apps-provider')])
}
