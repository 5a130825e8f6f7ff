// The JavaScript (no framework) setup and AppKit's other entries: the root one, /core, /react-core.
import { createAppKit } from '@reown/appkit'
import type { CaipAddress, CaipNetworkId } from '@reown/appkit/core'
import { createAppKit as createCoreAppKit } from '@reown/appkit/core'
import { type AppKitNetwork, type ChainNamespace, mainnet } from '@reown/appkit/networks'
import { useAppKitAccount as useCoreAccount } from '@reown/appkit/react-core'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'

const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'local' })

export const appKit = createAppKit({ adapters: [wagmiAdapter], networks, projectId: 'local' })
export const core = createCoreAppKit({ networks, projectId: 'local' })

export function vanillaButtons() {
  document.getElementById('open-connect-modal')?.addEventListener('click', () => appKit.open())
  document.getElementById('open-network-modal')?.addEventListener('click', () => appKit.open({ view: 'Networks' }))
  appKit.subscribeState((state) => console.log(state.open, state.selectedNetworkId))
  const address: CaipAddress | undefined = appKit.getCaipAddress()
  const id: CaipNetworkId | undefined = appKit.getCaipNetworkId()
  const namespace: ChainNamespace | undefined = appKit.getActiveChainNamespace()
  return { address, id, namespace }
}

export const useAccount = useCoreAccount
