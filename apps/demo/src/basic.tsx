import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BasicApp } from './BasicApp.tsx'
import { createBasicAppKit } from './basicAppKit.ts'

// A WalletConnect-only site (SPEC §2 "no adapters"): createAppKit with networks and a project id, nothing else.
createBasicAppKit()

const root = document.getElementById('root')
if (!root) throw new Error('demo: #root is missing')
createRoot(root).render(
  <StrictMode>
    <BasicApp />
  </StrictMode>,
)
