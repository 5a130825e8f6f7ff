import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'

import ActionButtonList from './components/ActionButtonList'
import Footer from './components/Footer'
import SessionInfo from './components/SessionInfo'
import { wagmiAdapter } from './config'

const queryClient = new QueryClient()

export default function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <div className="page-container">
          <div className="logo-container">
            <img src="/favicon.svg" alt="Gangway" width="48" height="48" />
          </div>

          <h1 className="page-title">Vite React SIWX Example</h1>

          <div className="appkit-buttons-container">
            <appkit-button />
            <appkit-network-button />
          </div>

          <SessionInfo />
          <ActionButtonList />
          <Footer />
        </div>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
