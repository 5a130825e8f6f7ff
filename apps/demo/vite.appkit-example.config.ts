import { mergeConfig } from 'vite'
import base from './vite.config.ts'

/**
 * The demo built the way AppKit's own Vite example configures Vite: `define: { 'process.env': {} }` (which
 * empties every `process.env.X` in the bundle, WalletConnect's included) and no `global`. A production build,
 * served by `vite preview` on :5175 (`npm run serve:appkit-example`); the e2e WalletConnect specs run on it to
 * show that WalletConnect stays on our relay without any switch the bundle could lose.
 */
export default mergeConfig(base, {
  define: { 'process.env': {} },
  build: {
    outDir: 'dist/appkit-example',
    emptyOutDir: true,
    // both pages: the demo and the WalletConnect-only site
    rolldownOptions: { input: { main: 'index.html', basic: 'basic.html' } },
  },
  preview: { port: Number(process.env.DEMO_VARIANT_PORT ?? 5175), strictPort: true },
})
