import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter, authConnector } from "@reown/appkit-adapter-wagmi"
import { mainnet, arbitrum } from '@reown/appkit/networks'
import type { AppKitNetwork } from '@reown/appkit/networks'
import { DefaultSIWX } from '@reown/appkit-siwx'
export { useAppKitSIWX } from '@reown/appkit-siwx/react'

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum]
export const wagmiAdapter = new WagmiAdapter({
  networks,
  projectId: 'local',
  connectors: [authConnector({ options: { projectId: 'local' } })],
})
export const modal = createAppKit({ adapters: [wagmiAdapter], networks, projectId: 'local', siwx: new DefaultSIWX() })
