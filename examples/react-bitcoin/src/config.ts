import { type AppKitNetwork, bitcoin, bitcoinRegtest, bitcoinTestnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { BitcoinAdapter } from '@reown/appkit-adapter-bitcoin'

// 1. Get projectId: the project on your Gangway server (`local` is the one `npm start` seeds)
export const projectId = import.meta.env.VITE_PROJECT_ID || 'local'

// 2. Set the networks: the local regtest chain first (the dialog starts on the first network)
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [bitcoinRegtest, bitcoin, bitcoinTestnet]

// 3. Set up Bitcoin Adapter
const bitcoinAdapter = new BitcoinAdapter({
  projectId,
})

// 4. Create a metadata object - optional
const metadata = {
  name: 'Gangway Vite React Bitcoin Example',
  description: 'Gangway Vite React Bitcoin Example',
  url: window.location.origin,
  icons: [`${window.location.origin}/favicon.svg`],
}

// 5. Create modal
export const modal = createAppKit({
  adapters: [bitcoinAdapter],
  networks,
  metadata,
  projectId,
  themeMode: 'light',
  features: {
    analytics: true,
    email: false,
    socials: [],
  },
})
