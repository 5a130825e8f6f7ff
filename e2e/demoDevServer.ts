/**
 * The demo's Vite dev server in the browser run (what `npm start` serves on :5173), on its own port: the
 * specs run on the built demo at :5173 (`apps/demo/vite.built.config.ts`); the ones showing that WalletConnect
 * works in development open this one.
 */
export const DEMO_DEV_PORT = 5176
export const DEMO_DEV_URL = `http://localhost:${DEMO_DEV_PORT}`
