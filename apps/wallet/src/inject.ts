import { injectDevWallet } from './injectDevWallet.ts'

/** Page-script entry (built to dist/inject.js, also the extension's content script): injects on load. */
injectDevWallet(window)
