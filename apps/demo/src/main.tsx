import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'

if (import.meta.env.DEV && new URLSearchParams(location.search).get('devwallet') !== 'off') {
  await import('@gangway/wallet/inject')
}

const root = document.getElementById('root')
if (!root) throw new Error('demo: #root is missing')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
