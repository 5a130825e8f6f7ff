import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

// The dev wallet must announce itself before the dialog starts discovery, so it loads first (development, and
// the build the browser tests serve: vite.built.config.ts).
if (
  (import.meta.env.DEV || import.meta.env.VITE_DEV_WALLET === 'on') &&
  new URLSearchParams(location.search).get('devwallet') !== 'off'
) {
  await import('@gangway/wallet/inject')
}
const { wagmiAdapter } = await import('./appKit.ts')
const { App } = await import('./App.tsx')

const queryClient = new QueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('demo: #root is missing')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
