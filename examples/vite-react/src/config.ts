import { WagmiAdapter } from '@gangway/adapter-evm'
import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '@gangway/react'
import { arbitrum, gangwayDevnetA, gangwayDevnetB, mainnet, optimism, polygon } from '@gangway/react/networks'

// the project on your Gangway server (`local` is the one `npm start` seeds)
export const projectId = import.meta.env.VITE_PROJECT_ID || 'local'

// the local devnets first: the dialog starts on the first network
const networks = [gangwayDevnetA, gangwayDevnetB, mainnet, polygon, arbitrum, optimism]

// Setup wagmi adapter
export const wagmiAdapter = new WagmiAdapter({
  networks,
  projectId,
})

// Create modal
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  metadata: {
    name: 'Gangway Vite React Example',
    description: 'Gangway Vite React Wagmi Example',
    url: window.location.origin,
    icons: [`${window.location.origin}/favicon.svg`],
  },
  projectId,
  themeMode: 'light',
  features: {
    analytics: true,
  },
})

export {
  modal,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
}
