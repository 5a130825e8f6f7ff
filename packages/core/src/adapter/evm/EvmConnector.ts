import type { CaipNetwork } from '../../networks/CaipNetwork.ts'
import type { BlueprintConnector } from '../BlueprintConnector.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'

/**
 * An EVM connector of the EIP-1193 adapters (`Eip1193Adapter`): a blueprint connector whose wallet is an EIP-1193
 * provider — an injected or EIP-6963 wallet, the e-mail wallet, a lazily loaded SDK's provider (Coinbase, Safe),
 * or the `eip155` namespace of the kit's one WalletConnect session.
 */
export interface EvmConnector extends BlueprintConnector {
  /** The wallet's provider as it is now (undefined while a lazy SDK is not loaded): what `useAppKitProvider` gives. */
  eip1193(): Eip1193Provider | undefined
  /** The wallet's chain id (known once connected). */
  chainId(): number | undefined
  /** Asks the wallet to move to `network` (adding it first when the wallet does not know it). */
  switchChain(network: CaipNetwork): Promise<void>
}
