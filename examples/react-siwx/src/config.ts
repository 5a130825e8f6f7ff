import { type AppKitNetwork, gangwayDevnetA, gangwayDevnetB, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { ReownAuthentication } from '@reown/appkit-siwx'

// the project on your Gangway server (`local` is the one `npm start` seeds)
export const projectId = import.meta.env.VITE_PROJECT_ID || 'local'

// the local devnets first: the dialog starts on the first network
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [gangwayDevnetA, gangwayDevnetB, mainnet]

export const wagmiAdapter = new WagmiAdapter({
  networks,
  projectId,
})

// Sign in with X: the sessions are kept by the server (Reown Authentication)
export const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: {
    name: 'Gangway Vite React SIWX Example',
    description: 'Gangway Vite React SIWX Example',
    url: window.location.origin,
    icons: [`${window.location.origin}/favicon.svg`],
  },
  themeMode: 'light',
  siwx: new ReownAuthentication(),
})
