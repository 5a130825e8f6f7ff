import { mergeConfig } from 'vite'
import base from './vite.config.ts'

/** The page this build makes (`index`, `basic`, `options` or `universal`): `npm run build:pages` builds each in turn. */
const page = process.env.DEMO_PAGE ?? 'index'

/**
 * The demo as a site deploys it — production builds of its four pages — with the dev wallet kept in
 * (`VITE_DEV_WALLET`), served together by `vite preview` on :5173 (`npm run serve:built`). The browser tests
 * run on it: a page loads a few dozen chunks instead of the dev server's ~360 modules, which took over 10 s
 * per load on a busy 2-core machine (and Vite re-optimising at run time restarted open pages). The dev
 * server itself is still tested (`e2e/walletConnect*.spec.ts` on :5176).
 *
 * One build per page, into the same folder: built together, Rolldown's facade chunk for the options page's
 * `import('@gangway/react')` also imported the chunk holding the main page's `appKit.ts`, whose top-level
 * `createAppKit` then ran on the options page too (two instances, and the dialog bound to the replaced one).
 */
export default mergeConfig(base, {
  define: { 'import.meta.env.VITE_DEV_WALLET': JSON.stringify('on') },
  build: {
    outDir: 'dist/built',
    emptyOutDir: page === 'index',
    rolldownOptions: { input: `${page}.html` },
  },
  preview: { port: Number(process.env.DEMO_PORT ?? 5173), strictPort: true },
})
