import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  // workspace packages from their TypeScript sources
  resolve: { conditions: ['gangway-source', ...defaultClientConditions] },
  plugins: [react()],
  server: {
    port: Number(process.env.DEMO_PORT ?? 5173),
    strictPort: true,
    // transform the app while the server starts, so the first visit does not wait for it
    warmup: {
      clientFiles: ['./src/main.tsx', './src/appKit.ts', './src/App.tsx', './src/basic.tsx', './src/universal.tsx'],
    },
  },
  // pre-bundle at start what the dynamically imported modules use; otherwise Vite discovers these on the
  // first visit, re-optimizes and reloads every open page (in the browser tests: other specs' pages, which
  // then fail) — a new bare import in the demo, the dev wallet or a workspace package belongs here
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      'react/jsx-runtime',
      '@tanstack/react-query',
      'wagmi',
      'wagmi/actions',
      'viem',
      'viem/accounts',
      'viem/siwe',
      // the dev wallet's EIP-5792 batches and the smart-account helpers
      'viem/actions',
      'viem/account-abstraction',
      'zustand/vanilla',
      'zod/mini',
      '@walletconnect/universal-provider',
      // the dev wallet's Solana side (imported with @gangway/wallet/inject)
      '@solana/kit',
      '@solana/wallet-standard-util',
      '@wallet-standard/wallet',
      // the dev wallet's Solana key derivation (browser-safe, from @gangway/devnet/solanaDevKeys)
      '@noble/hashes/hmac.js',
      '@noble/hashes/sha2.js',
      '@scure/bip39',
      // Sign in with Solana's verifier (@gangway/siwx)
      '@scure/base',
      // the Solana adapter (`?solana=on`)
      '@wallet-standard/app',
      '@solana-program/system',
      '@solana-program/token',
      // the Safe App connector (inside a Safe{Wallet} iframe only)
      '@safe-global/safe-apps-sdk',
      '@safe-global/safe-apps-provider',
    ],
  },
  // the dev server also serves basic.html (a WalletConnect-only site); `vite build` makes the demo page only
  // (what `npm run bench:dialog` measures) — vite.appkit-example.config.ts builds both
  build: { target: 'es2022' },
})
