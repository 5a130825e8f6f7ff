import type { CustomCaipNetwork } from '@gangway/common'
import { UniversalConnector } from '@gangway/universal-connector'

/**
 * Sui mainnet as a site describes it for AppKit's universal connector (`CustomCaipNetwork`): Gangway has no Sui
 * adapter, WalletConnect alone connects it. No RPC URL: nothing here reads the chain, the wallet signs.
 */
export const suiMainnet: CustomCaipNetwork<'sui'> = {
  id: 'mainnet',
  chainNamespace: 'sui',
  caipNetworkId: 'sui:mainnet',
  name: 'Sui',
  nativeCurrency: { name: 'Sui', symbol: 'SUI', decimals: 9 },
  rpcUrls: { default: { http: [] } },
}

/** The page's connector (AppKit's recipe): the Sui namespace with WalletConnect's `sui_signPersonalMessage`. */
export function initUniversalConnector(): Promise<UniversalConnector> {
  return UniversalConnector.init({
    projectId: 'local',
    metadata: {
      name: 'Gangway demo (universal connector)',
      description: 'A Sui site on the Gangway dialog, no adapter',
      url: location.origin,
      icons: [],
    },
    networks: [{ namespace: 'sui', chains: [suiMainnet], methods: ['sui_signPersonalMessage'], events: [] }],
  })
}
