import { SAFE_WALLET_ORIGINS, WagmiAdapter } from '@gangway/adapter-evm'
import { createAppKit } from '@gangway/react'
import {
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
  gangwayDevnetA,
  gangwayDevnetB,
  gangwaySolanaLocal,
  mainnet,
  solanaDevnet,
} from '@gangway/react/networks'
import { GangwayAuthentication } from '@gangway/siwx'
import { demoOptions } from './demoOptions.ts'

/** The demo's networks: both local devnets, and Ethereum mainnet (only contacted when chosen). */
export const networks = [gangwayDevnetA, gangwayDevnetB, mainnet] as const

const options = demoOptions
/** The project on the local server: `local` (seeded), or `?projectId=` to try another one. */
const projectId = options.projectId

/** Solana too (`?solana=on`): the local Solana chain and Solana devnet (contacted only when chosen). */
export const solanaOn = options.solana
const solanaNetworks = solanaOn ? [gangwaySolanaLocal, solanaDevnet] : []

/**
 * Bitcoin too (`?bitcoin=on`): the devnet's regtest chain (bcoin, `npm start`), Bitcoin mainnet and testnet (their
 * API is the local server's, which answers them only when an Esplora upstream is configured).
 */
export const bitcoinOn = options.bitcoin
const bitcoinNetworks = bitcoinOn ? [bitcoinRegtest, bitcoin, bitcoinTestnet] : []

/**
 * As a Safe App: Safe{Wallet}'s own origin, and Safe{Wallet} pages on this machine (a self-hosted Safe{Wallet},
 * or the browser tests' host page, e2e/safeAppHost.ts) — a site lists the Safe{Wallet} origins it trusts.
 */
const safe = { allowedDomains: [...SAFE_WALLET_ORIGINS, /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/] }

/**
 * Several wallets at once (`?multiwallet=on`, `features.multiWallet`, Account → "Your wallets"); the
 * "Several wallets" card shows the connection hooks. `?multiwallet=off` shows the card with the feature off (the
 * hooks answer empty lists and the dialog shows the 'Multi-Wallet Not Enabled' alert).
 */
export const multiWalletQuery = options.multiWallet

// Coinbase Wallet's SDK opens its popup at the dev wallet's stand-in for keys.coinbase.com (apps/wallet)
export const wagmiAdapter = new WagmiAdapter({
  networks: [...networks],
  projectId,
  coinbase: { keysUrl: 'http://localhost:5174/coinbase.html' },
  safe,
})
// loaded only on the Solana page: the plain demo pays nothing for it
const solanaAdapter = solanaOn ? new (await import('@gangway/adapter-solana')).SolanaAdapter({ projectId }) : undefined
// loaded only on the Bitcoin page; regtest blocks are mined on demand, so confirmations are looked for twice a second
const bitcoinAdapter = bitcoinOn
  ? new (await import('@gangway/adapter-bitcoin')).BitcoinAdapter({ projectId, pollingIntervalMs: 500 })
  : undefined

/** The page's dialog, made once with AppKit's options. */
export const appKit = createAppKit({
  projectId,
  adapters: [wagmiAdapter, ...(solanaAdapter ? [solanaAdapter] : []), ...(bitcoinAdapter ? [bitcoinAdapter] : [])],
  networks: [...networks, ...solanaNetworks, ...bitcoinNetworks],
  defaultNetwork: gangwayDevnetA,
  // the dialog's language (`?locale=`; else the browser's) and the starting theme (`?theme=`; else the system's)
  ...(options.locale ? { locale: options.locale } : {}),
  ...(options.theme ? { themeMode: options.theme } : {}),
  // Sign in with X, sessions on the local server; `?siwx=off` turns it off, `?siwx=optional` lets a visitor decline
  ...(options.signIn === 'off'
    ? {}
    : {
        siwx: new GangwayAuthentication({
          required: options.signIn === 'required',
          statement: 'Sign in to the Gangway demo',
        }),
      }),
  // AppKit Pay (the Pay card); analytics are off unless a site turns them on: `?analytics=on` does (the
  // project's config decides too)
  features: {
    pay: true,
    ...(options.analytics ? { analytics: true } : {}),
    ...(multiWalletQuery === 'on' ? { multiWallet: true } : {}),
  },
  metadata: {
    name: 'Gangway demo',
    description: 'The Gangway wallet dialog on a local devnet',
    url: typeof location === 'undefined' ? 'http://localhost:5173' : location.origin,
    icons: [],
  },
})
