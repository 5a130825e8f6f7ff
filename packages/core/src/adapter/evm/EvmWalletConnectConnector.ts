import type { CaipNetwork } from '../../networks/CaipNetwork.ts'
import {
  WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from '../../walletconnect/WalletConnectConnector.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import type { EvmConnector } from './EvmConnector.ts'
import { switchEip1193Chain } from './switchEip1193Chain.ts'

/**
 * The `eip155` namespace of the kit's one WalletConnect session as an EVM connector: its provider is the session's
 * universal provider (what ethers wraps), its chain the session's current `eip155` chain, and switching asks the
 * wallet through the session (adding the chain first when the wallet does not know it), then makes it the chain
 * requests go to.
 */
export class EvmWalletConnectConnector extends WalletConnectConnector implements EvmConnector {
  constructor(options: Omit<WalletConnectConnectorOptions, 'accountType'> = {}) {
    super('eip155', { ...options, accountType: 'eoa' })
  }

  eip1193(): Eip1193Provider | undefined {
    return this.provider as Eip1193Provider | undefined
  }

  chainId(): number | undefined {
    const chain = this.chain()
    return chain === undefined ? undefined : Number(chain.split(':')[1])
  }

  async switchChain(network: CaipNetwork): Promise<void> {
    await switchEip1193Chain({ request: ({ method, params }) => this.request(method, params) }, network)
    this.selectChain(network)
  }
}
