import { type AppKitNetwork, gangwayDevnetA, gangwayDevnetB, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { EthersAdapter } from '@reown/appkit-adapter-ethers'

// the project on your Gangway server (`local` is the one `npm start` seeds)
export const projectId = import.meta.env.VITE_PROJECT_ID || 'local'

// the local devnet first: the dialog starts on the first network
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [gangwayDevnetA, gangwayDevnetB, mainnet]

// 0. Set up the Ethers adapter
const ethersAdapter = new EthersAdapter()

// 1. Create a metadata object - optional
const metadata = {
  name: 'Gangway Vite React Ethers Example',
  description: 'Gangway Vite React Ethers Example',
  url: window.location.origin,
  icons: [`${window.location.origin}/favicon.svg`],
}

// 2. Create modal
export const modal = createAppKit({
  adapters: [ethersAdapter],
  networks,
  metadata,
  projectId,
  themeMode: 'light',
  features: {
    analytics: true,
    email: true, // e-mail login: the embedded wallet (a smart account on networks with one), as AppKit's docs enable it
  },
})
