import { devnetChains } from '@gangway/devnet/chains'
import deployments from '@gangway/devnet/deployments.json' with { type: 'json' }
import { registerWallet } from '@wallet-standard/wallet'
import type { Address, Chain, Hex } from 'viem'
import { announceProvider, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from './announceProvider.ts'
import { type BitcoinDevWallet, createBitcoinDevWallet } from './bitcoin/createBitcoinDevWallet.ts'
import { registerBitcoinProvider } from './bitcoin/registerBitcoinProvider.ts'
import { createApprovalPrompt } from './createApprovalPrompt.ts'
import type { WalletToken } from './createAssetsHandler.ts'
import { createDevWallet, type DevWallet } from './createDevWallet.ts'
import { createSolanaDevWallet, type SolanaDevWallet } from './createSolanaDevWallet.ts'
import type { SolanaChain } from './solanaChains.ts'
import type { SolanaSecret } from './solanaDevKey.ts'

/** Settings a page (or a test's init script) may put on `window.__GANGWAY_DEV_WALLET__` before injection. */
export type DevWalletConfig = {
  privateKey?: Hex
  autoApprove?: boolean
  chainId?: number
  /** Extra chains besides the two devnet chains. */
  chains?: Chain[]
  /** ERC-20s `wallet_getAssets` reports (default: the devnet's gUSD, GWT and ZERO). */
  tokens?: WalletToken[]
  /** Set `window.ethereum` when it is free (default true). */
  setWindowEthereum?: boolean
  /** The Solana key: a 32-byte seed or Solana CLI's 64-byte keypair (default: `solanaAccountIndex`'s key). */
  solanaSecretKey?: SolanaSecret
  /** The devnet mnemonic's Solana account m/44'/501'/{index}'/0' to sign with (default 0; 0–4 are funded). */
  solanaAccountIndex?: number
  /** JSON-RPC URLs for `solana:signAndSendTransaction` (localnet defaults to http://localhost:8899). */
  solanaRpcUrls?: Partial<Record<SolanaChain, string>>
  /** Register the Solana wallet over wallet-standard (default true). */
  solana?: boolean
  /** Inject the Bitcoin wallet (sats-connect provider) as `window.GangwayDevWallet.BitcoinProvider` (default true). */
  bitcoin?: boolean
  /** The devnet's Bitcoin account m/84'/1'/0'/0/i + m/86'/1'/0'/0/i to use (default 0; 0–4 are funded). */
  bitcoinAccountIndex?: number
  /** The Gangway server whose Bitcoin API the wallet reads and broadcasts through (default http://localhost:4000). */
  bitcoinApiUrl?: string
  /** The project id for that API (default `local`). */
  bitcoinProjectId?: string
  /** The regtest node's JSON-RPC URL for `bitcoin.mine()` (default http://127.0.0.1:18443). */
  bitcoinNodeRpcUrl?: string
  /** Announce the wallet over EIP-6963 as another wallet (e.g. the Coinbase extension's rdns) instead of itself. */
  announceAs?: { name: string; rdns: string; icon?: string }
}

export type InjectedDevWallet = DevWallet & {
  setAutoApprove(on: boolean): void
  /** The Solana wallet registered over wallet-standard (absent with `solana: false`). */
  solana?: SolanaDevWallet
  /** The Bitcoin wallet at `window.GangwayDevWallet.BitcoinProvider` (absent with `bitcoin: false`). */
  bitcoin?: BitcoinDevWallet
}

type DevWalletWindow = Window & {
  __GANGWAY_DEV_WALLET__?: DevWalletConfig
  __gangwayDevWallet?: InjectedDevWallet
  ethereum?: unknown
}

/**
 * Puts the dev wallet into a page: EIP-6963 announcement, `window.ethereum` when free, the Solana wallet
 * registered over wallet-standard, and one approval prompt (one auto-approve switch) for both.
 * Idempotent: a second call returns the wallet already injected.
 */
export function injectDevWallet(target: Window = window): InjectedDevWallet {
  const w = target as DevWalletWindow
  if (w.__gangwayDevWallet) return w.__gangwayDevWallet
  const config = w.__GANGWAY_DEV_WALLET__ ?? {}
  const prompt = createApprovalPrompt(target.document, { autoApprove: config.autoApprove ?? false })
  const permissionKey = 'gangway-dev-wallet:connected'
  const wallet = createDevWallet({
    permissions: {
      load: () => target.localStorage.getItem(permissionKey) === 'true',
      save: (connected) =>
        connected ? target.localStorage.setItem(permissionKey, 'true') : target.localStorage.removeItem(permissionKey),
    },
    chains: [...devnetChains, ...(config.chains ?? [])],
    smartAccountImplementation: deployments.smartAccounts.simple7702Account08 as Address,
    tokens: config.tokens ?? (Object.values(deployments.tokens) as WalletToken[]),
    approve: prompt.approve,
    origin: target.location.origin,
    ...(config.privateKey ? { privateKey: config.privateKey } : {}),
    ...(config.chainId ? { chainId: config.chainId } : {}),
  })
  const injected: InjectedDevWallet = Object.assign(wallet, { setAutoApprove: prompt.setAutoApprove })
  if (config.solana ?? true) {
    const solanaKey = 'gangway-dev-wallet:solana-connected'
    injected.solana = createSolanaDevWallet({
      permissions: {
        load: () => target.localStorage.getItem(solanaKey) === 'true',
        save: (connected) =>
          connected ? target.localStorage.setItem(solanaKey, 'true') : target.localStorage.removeItem(solanaKey),
      },
      approve: prompt.approve,
      origin: target.location.origin,
      ...(config.solanaSecretKey ? { secret: config.solanaSecretKey } : {}),
      ...(config.solanaAccountIndex !== undefined ? { accountIndex: config.solanaAccountIndex } : {}),
      ...(config.solanaRpcUrls ? { rpcUrls: config.solanaRpcUrls } : {}),
    })
  }
  if (config.bitcoin ?? true) {
    const bitcoinKey = 'gangway-dev-wallet:bitcoin-connected'
    injected.bitcoin = createBitcoinDevWallet({
      permissions: {
        load: () => target.localStorage.getItem(bitcoinKey) === 'true',
        save: (connected) =>
          connected ? target.localStorage.setItem(bitcoinKey, 'true') : target.localStorage.removeItem(bitcoinKey),
      },
      approve: prompt.approve,
      origin: target.location.origin,
      ...(config.bitcoinAccountIndex !== undefined ? { accountIndex: config.bitcoinAccountIndex } : {}),
      ...(config.bitcoinApiUrl ? { apiUrl: config.bitcoinApiUrl } : {}),
      ...(config.bitcoinProjectId ? { projectId: config.bitcoinProjectId } : {}),
      ...(config.bitcoinNodeRpcUrl ? { nodeRpcUrl: config.bitcoinNodeRpcUrl } : {}),
    })
  }
  w.__gangwayDevWallet = injected
  if ((config.setWindowEthereum ?? true) && w.ethereum === undefined) w.ethereum = wallet.provider
  announceProvider(target, wallet.provider, {
    uuid: crypto.randomUUID(),
    name: config.announceAs?.name ?? DEV_WALLET_NAME,
    icon: config.announceAs?.icon ?? DEV_WALLET_ICON,
    rdns: config.announceAs?.rdns ?? DEV_WALLET_RDNS,
  })
  if (injected.solana) registerWallet(injected.solana.wallet)
  if (injected.bitcoin) registerBitcoinProvider(target, injected.bitcoin.provider, DEV_WALLET_ICON)
  return injected
}
