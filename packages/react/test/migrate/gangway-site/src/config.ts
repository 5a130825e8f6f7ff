import { createAppKit } from '@gangway/react'
import { WagmiAdapter, authConnector } from "@gangway/adapter-evm"
import { mainnet, arbitrum } from '@gangway/react/networks'
import type { AppKitNetwork } from '@gangway/react/networks'
import { DefaultSIWX } from '@gangway/siwx'
export { useAppKitSIWX } from '@gangway/react'

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum]
export const wagmiAdapter = new WagmiAdapter({
  networks,
  projectId: 'local',
  connectors: [authConnector({ options: { projectId: 'local' } })],
})
export const modal = createAppKit({ adapters: [wagmiAdapter], networks, projectId: 'local', siwx: new DefaultSIWX() })
