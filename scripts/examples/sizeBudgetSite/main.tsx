import { WagmiAdapter } from '@gangway/adapter-evm'
import { createAppKit } from '@gangway/react'
import { mainnet } from '@gangway/react/networks'
import { createRoot } from 'react-dom/client'

// The smallest real site: one adapter, one network, one button.
const networks = [mainnet]
createAppKit({ projectId: 'local', adapters: [new WagmiAdapter({ networks })], networks })

const root = document.getElementById('root')
if (root) createRoot(root).render(<appkit-button />)
