import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { UniversalApp } from './UniversalApp.tsx'
import { initUniversalConnector } from './universalConnector.ts'

// A site using only AppKit's universal connector (no adapter): a Sui network, WalletConnect through our relay.
const connector = await initUniversalConnector()

const root = document.getElementById('root')
if (!root) throw new Error('demo: #root is missing')
createRoot(root).render(
  <StrictMode>
    <UniversalApp connector={connector} />
  </StrictMode>,
)
