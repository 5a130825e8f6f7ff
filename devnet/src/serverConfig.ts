import { BITCOIN_REGTEST_RPC_PORT } from './bitcoin/bitcoinConstants.ts'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from './bitcoin/bitcoinDevAccounts.ts'
import {
  DEV_ENS_GATEWAY_KEY,
  DEV_FARCASTER_RELAY_KEY,
  DEV_PAYMASTER_SIGNER_KEY,
  DEVNET_BUNDLER_PORTS,
  DEVNET_CHAINS,
  DEVNET_USD_PRICES,
  ENS_PARENT_NAME,
  FARCASTER_CHAIN,
} from './devnetConstants.ts'
import { deployments } from './index.ts'

/** A token entry of the server's `TOKEN_LISTS`: an ERC-20's 0x address, or an SPL mint's base58 address. */
export type DevnetTokenEntry = { address: string; name: string; symbol: string; decimals: number }

/** The devnet tokens on both devnet chains and the local Solana chain's mints, as the server's `TOKEN_LISTS`. */
export function devnetTokenLists(): Record<string, DevnetTokenEntry[]> {
  const tokens = Object.values(deployments.tokens).map((t) => ({
    address: t.address,
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
  }))
  const mints = Object.values(deployments.solana.tokens).map((t) => ({
    address: t.mint,
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
  }))
  return {
    ...Object.fromEntries(deployments.chains.map((c) => [`eip155:${c.id}`, tokens])),
    [deployments.solana.caipNetworkId]: mints,
  }
}

/**
 * The `/v1` proxy's upstreams (`RPC_UPSTREAMS`): both EVM devnet chains, the local Solana chain, and the OP
 * Mainnet stand-in the Farcaster sign-in reads its registries from.
 */
export function devnetRpcUpstreams(): Record<string, string> {
  return {
    ...Object.fromEntries(DEVNET_CHAINS.map((c) => [`eip155:${c.id}`, `http://127.0.0.1:${c.port}`])),
    [`eip155:${FARCASTER_CHAIN.id}`]: `http://127.0.0.1:${FARCASTER_CHAIN.port}`,
    [deployments.solana.caipNetworkId]: deployments.solana.rpcUrl,
  }
}

/**
 * The server's `BITCOIN_BACKENDS` for the devnet: the regtest chain read from the bcoin node (`startBitcoin`, on
 * Bitcoin Core's regtest port 18443 in `npm start`, or `rpcUrl` — a test's node).
 */
export function devnetBitcoinBackends(
  rpcUrl = `http://127.0.0.1:${BITCOIN_REGTEST_RPC_PORT}`,
): Record<string, { kind: 'bcoin'; url: string }> {
  return { [BITCOIN_REGTEST_CAIP_NETWORK_ID]: { kind: 'bcoin', url: rpcUrl } }
}

/** Made-up prices of the devnet coins (USD and EUR), as the server's `PRICE_TABLE` value. */
export function devnetPriceTable(): Record<string, Record<string, number>> {
  const usd: Record<string, number> = {}
  const perSymbol = DEVNET_USD_PRICES
  for (const chain of deployments.chains) {
    usd[`eip155:${chain.id}:native`] = perSymbol.ETH ?? 0
    for (const t of Object.values(deployments.tokens)) {
      usd[`eip155:${chain.id}:${t.address.toLowerCase()}`] = perSymbol[t.symbol] ?? 0
    }
  }
  // Solana: SOL, and the mints by their base58 address (case-sensitive, kept as is)
  const solana = deployments.solana.caipNetworkId
  usd[`${solana}:native`] = perSymbol.SOL ?? 0
  for (const t of Object.values(deployments.solana.tokens)) usd[`${solana}:${t.mint}`] = perSymbol[t.symbol] ?? 0
  usd[`${BITCOIN_REGTEST_CAIP_NETWORK_ID}:native`] = perSymbol.BTC ?? 0
  return { usd, eur: Object.fromEntries(Object.entries(usd).map(([k, v]) => [k, Math.round(v * 0.92 * 100) / 100])) }
}

/**
 * The server's `SWAP_DEXES` for the devnet: both EVM devnet chains swap on the devnet's WETH9 and Uniswap
 * v2/v3 (`deployments.swap`; v3's router is `SwapRouter`).
 */
export function devnetSwapDexes(): Record<string, unknown> {
  const { swap } = deployments
  return Object.fromEntries(
    deployments.chains.map((c) => [
      `eip155:${c.id}`,
      {
        weth: swap.weth9,
        v2: { factory: swap.v2Factory, router: swap.v2Router },
        v3: { factory: swap.v3Factory, quoter: swap.quoterV2, router: swap.swapRouter, routerKind: 'SwapRouter' },
      },
    ]),
  )
}

/** One chain of the server's `SMART_ACCOUNTS`. */
export type SmartAccountsChainConfig = {
  bundlerUrl: string
  entryPoint: string
  factory: string
  factoryV1?: string
  paymaster?: string
}

/**
 * The server's `SMART_ACCOUNTS` (per CAIP-2 chain: bundler, EntryPoint v0.7, GangwayAccountFactoryV2, the
 * version-1 GangwayAccountFactory as `factoryV1`, GangwayPaymaster) for the devnet chains — their bundlers on 4337/4338 — or, given `bundlerUrls` (chain id →
 * URL, e.g. `sharedTestSmartChains().bundlerUrls`), for those chains only.
 */
export function devnetSmartAccounts(
  bundlerUrls: Record<number, string> = Object.fromEntries(
    DEVNET_CHAINS.map((c) => [c.id, `http://127.0.0.1:${DEVNET_BUNDLER_PORTS[c.id]}`]),
  ),
): Record<string, SmartAccountsChainConfig> {
  const { smartAccounts } = deployments
  return Object.fromEntries(
    Object.entries(bundlerUrls).map(([id, bundlerUrl]) => [
      `eip155:${id}`,
      {
        bundlerUrl,
        entryPoint: smartAccounts.entryPoint07,
        factory: smartAccounts.gangwayAccountFactory,
        factoryV1: smartAccounts.gangwayAccountFactoryV1,
        paymaster: smartAccounts.gangwayPaymaster,
      },
    ]),
  )
}

/**
 * The environment `npm start`, the browser tests and the benches give the server so that it proxies, reads
 * and prices the devnet chains and tokens (the local Solana chain included). The server itself knows nothing
 * of the devnet (it is never its dependency). `ENS_GATEWAY_KEY` is the dev-only key the devnet's
 * `GangwayOffchainResolver` trusts (`DEV_ENS_GATEWAY_KEY`), `NAMES_ZONE` the parent name it resolves.
 * `SMART_ACCOUNTS` enables smart accounts on both devnet chains (`devnetSmartAccounts()`), and
 * `PAYMASTER_SIGNER_KEY` is the dev-only `DEV_PAYMASTER_SIGNER_KEY` the devnet's `GangwayPaymaster` trusts.
 */
export function devnetServerEnv(): {
  BITCOIN_BACKENDS: string
  RPC_UPSTREAMS: string
  TOKEN_LISTS: string
  PRICE_TABLE: string
  FARCASTER_RELAY_KEYS: string
  SWAP_DEXES: string
  ENS_GATEWAY_KEY: string
  NAMES_ZONE: string
  SMART_ACCOUNTS: string
  PAYMASTER_SIGNER_KEY: string
} {
  return {
    BITCOIN_BACKENDS: JSON.stringify(devnetBitcoinBackends()),
    ENS_GATEWAY_KEY: DEV_ENS_GATEWAY_KEY,
    NAMES_ZONE: ENS_PARENT_NAME,
    FARCASTER_RELAY_KEYS: DEV_FARCASTER_RELAY_KEY,
    RPC_UPSTREAMS: JSON.stringify(devnetRpcUpstreams()),
    TOKEN_LISTS: JSON.stringify(devnetTokenLists()),
    PRICE_TABLE: JSON.stringify(devnetPriceTable()),
    SWAP_DEXES: JSON.stringify(devnetSwapDexes()),
    SMART_ACCOUNTS: JSON.stringify(devnetSmartAccounts()),
    PAYMASTER_SIGNER_KEY: DEV_PAYMASTER_SIGNER_KEY,
  }
}
