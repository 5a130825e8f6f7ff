import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

const root = dirname(fileURLToPath(import.meta.url))

/**
 * The WalletConnect web wallet page (`npm run dev:wc -w @gangway/wallet`, http://localhost:5174) and the dev
 * Farcaster client (`/farcaster.html`), and the dev stand-in for Coinbase's keys popup (`/coinbase.html`).
 */
export default defineConfig({
  // workspace packages from their TypeScript sources
  resolve: { conditions: ['gangway-source', ...defaultClientConditions] },
  root: join(root, 'wc'),
  server: { port: Number(process.env.WALLET_PORT ?? 5174), strictPort: true },
  optimizeDeps: {
    include: [
      '@reown/walletkit',
      '@walletconnect/core',
      '@walletconnect/utils',
      'viem',
      'viem/accounts',
      '@solana/kit',
      '@scure/bip39',
      '@farcaster/auth-client',
      '@polkadot/util',
      '@polkadot/util-crypto',
      '@cosmjs/amino',
      '@scure/base',
      '@scure/bip32',
      '@scure/btc-signer',
      // the Sui account (sui_signPersonalMessage)
      '@mysten/sui/keypairs/ed25519',
    ],
  },
  build: {
    target: 'es2022',
    outDir: join(root, 'dist/wc'),
    emptyOutDir: true,
    // the WalletConnect wallet, the dev Farcaster client and the Coinbase popup stand-in
    rollupOptions: {
      input: {
        main: join(root, 'wc/index.html'),
        farcaster: join(root, 'wc/farcaster.html'),
        coinbase: join(root, 'wc/coinbase.html'),
      },
    },
  },
})
