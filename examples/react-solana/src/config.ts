import { type AppKitNetwork, gangwaySolanaLocal, solana, solanaDevnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'

// the project on your Gangway server (`local` is the one `npm start` seeds)
export const projectId = import.meta.env.VITE_PROJECT_ID || 'local'

// the local Solana chain first: the dialog starts on the first network
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [gangwaySolanaLocal, solana, solanaDevnet]

// 0. Set up Solana Adapter
const solanaWeb3JsAdapter = new SolanaAdapter()

// 1. Create a metadata object - optional
const metadata = {
  name: 'Gangway Vite React Solana Example',
  description: 'Gangway Vite React Solana Example',
  url: window.location.origin,
  icons: [`${window.location.origin}/favicon.svg`],
}

// 2. Create modal
export const modal = createAppKit({
  adapters: [solanaWeb3JsAdapter],
  networks,
  metadata,
  projectId,
  themeMode: 'light',
  features: {
    analytics: true,
  },
})
