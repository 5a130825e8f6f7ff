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
import {
  type AppKitNetwork,
  arbitrum,
  gangwayDevnetA,
  gangwayDevnetB,
  mainnet,
  optimism,
  polygon,
} from '@gangway/react/networks'
import { cookieStorage, createStorage } from 'wagmi'

// the project on your Gangway server (`local` is the one `npm start` seeds)
export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID || 'local'

// the local devnets first: the dialog starts on the first network
export const networks = [gangwayDevnetA, gangwayDevnetB, mainnet, polygon, arbitrum, optimism] as [
  AppKitNetwork,
  ...AppKitNetwork[],
]

// Setup wagmi adapter: rendered on the server, the connection kept in a cookie
export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  networks,
  projectId,
})

// Create modal
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  metadata: {
    name: 'Gangway Next.js Example',
    description: 'Gangway Next.js App Router with Wagmi Adapter',
    url: 'http://localhost:3000',
    icons: ['http://localhost:3000/gangway.svg'],
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
