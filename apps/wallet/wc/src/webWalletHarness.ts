import { keepWalletConnectLocal } from '@gangway/core'
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { devnetChains } from '@gangway/devnet/chains'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { memoryKeyValueStorage, refuseOutsideHosts, spawnTestServer, type TestServer } from '@gangway/server/testing'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { address, getBase58Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { Core } from '@walletconnect/core'
import UniversalProvider from '@walletconnect/universal-provider'
import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, vi } from 'vitest'
import { ANVIL_ACCOUNT_0_KEY } from '../../src/createDevWallet.ts'
import { createSolanaKey, SOLANA_DEV_ADDRESS } from '../../src/solanaDevKey.ts'
import { createWebWallet } from './createWebWallet.ts'
import { COSMOS_DEV_ADDRESS, createCosmosKey } from './webWalletCosmos.ts'
import { createPolkadotKey, POLKADOT_DEV_ADDRESS } from './webWalletPolkadot.ts'
import { createSuiKey, SUI_DEV_ADDRESS } from './webWalletSui.ts'

type ClosableCore = { relayer: { transportClose(): Promise<void> }; heartbeat?: { stop?(): void } }

let made = 0

/**
 * The dev web wallet (apps/wallet's WalletConnect logic on the official WalletKit, its own Core) on a Gangway
 * relay: it approves every namespace it has an account for (eip155, solana, bip122, polkadot, cosmos, sui) and
 * signs with real keys. `proposals` are the session proposals it saw, `prompts` the titles it was asked to
 * approve, `requests` the requests it was sent (method, chain, session topic), `deleted` the sessions the site ended.
 */
export async function startWebWallet(relayUrl: string) {
  made++
  const core = new Core({
    projectId: 'local',
    relayUrl,
    storage: memoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `test-web-wallet-${made}`,
  })
  keepWalletConnectLocal(core)
  const walletKit = await WalletKit.init({
    core,
    metadata: { name: 'Gangway Web Wallet', description: 'test', url: 'http://localhost:5174', icons: [] },
  })
  const proposals: WalletKitTypes.SessionProposal['params'][] = []
  const prompts: string[] = []
  const deleted: string[] = []
  const requests: { method: string; chainId: string; topic: string }[] = []
  walletKit.on('session_proposal', (proposal) => proposals.push(proposal.params))
  walletKit.on('session_request', (event) =>
    requests.push({ method: event.params.request.method, chainId: event.params.chainId, topic: event.topic }),
  )
  walletKit.on('session_delete', (event) => deleted.push(event.topic))
  const [polkadotKey, cosmosKey] = await Promise.all([createPolkadotKey(), createCosmosKey()])
  const wallet = createWebWallet({
    walletKit,
    approve: async (title) => {
      prompts.push(title)
      return true
    },
    evm: { account: privateKeyToAccount(ANVIL_ACCOUNT_0_KEY), chains: devnetChains },
    solana: { key: await createSolanaKey() },
    bitcoin: { account: bitcoinDevAccount(0) },
    polkadot: { key: polkadotKey },
    cosmos: { key: cosmosKey },
    sui: { key: createSuiKey() },
  })
  return {
    wallet,
    walletKit,
    proposals,
    prompts,
    requests,
    deleted,
    close: async () => {
      ;(core as unknown as ClosableCore).heartbeat?.stop?.()
      await core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/**
 * A page load of the site: a fresh universal provider over the browser's WalletConnect storage (`storage`),
 * the core of an earlier load of the same page gone — what a reload does.
 */
export async function pageProvider(relayUrl: string, storage: ReturnType<typeof memoryKeyValueStorage>) {
  const prefix = 'test-site'
  const scope = globalThis as Record<string, unknown>
  const previous = scope[`_walletConnectCore_${prefix}`] as ClosableCore | undefined
  delete scope[`_walletConnectCore_${prefix}`]
  previous?.heartbeat?.stop?.()
  await previous?.relayer.transportClose().catch(() => undefined)
  return UniversalProvider.init({
    projectId: 'local',
    relayUrl,
    storage,
    logger: 'error',
    telemetryEnabled: false,
    customStoragePrefix: prefix,
  })
}

/** Records every request to a host other than this machine (and refuses it): the server's test helper. */
export { refuseOutsideHosts } from '@gangway/server/testing'

/** The web wallet's account per namespace (`startWebWallet`'s): Bitcoin's is its payment address. */
export const WEB_WALLET_ACCOUNTS = {
  eip155: privateKeyToAccount(ANVIL_ACCOUNT_0_KEY).address,
  solana: SOLANA_DEV_ADDRESS,
  bip122: bitcoinDevAccount(0).payment.address,
  polkadot: POLKADOT_DEV_ADDRESS,
  cosmos: COSMOS_DEV_ADDRESS,
  sui: SUI_DEV_ADDRESS,
} as const

/**
 * Whether `signature` is the web wallet's real signature of the text `message` in a namespace, checked as that
 * chain's verifiers do: EVM `personal_sign` (recovered address), Solana ed25519 (base58), Bitcoin BIP-322 or
 * ECDSA (base64) by the payment address, Sui's personal-message signature.
 */
export async function signedByWebWallet(
  namespace: 'eip155' | 'solana' | 'bip122' | 'sui',
  message: string,
  signature: string,
): Promise<boolean> {
  const account = WEB_WALLET_ACCOUNTS[namespace]
  const bytes = new TextEncoder().encode(message)
  try {
    switch (namespace) {
      case 'eip155':
        return (await recoverMessageAddress({ message, signature: signature as `0x${string}` })) === account
      case 'solana':
        return await verifySignature(
          await getPublicKeyFromAddress(address(account)),
          new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes,
          bytes,
        )
      case 'bip122':
        return verifyBitcoinMessage(account, message, signature).valid === true
      case 'sui':
        return (await verifyPersonalMessageSignature(bytes, signature, { address: account })).toSuiAddress() === account
    }
  } catch {
    return false
  }
}

/**
 * A Gangway server (its relay) for the test file: started before its tests, stopped after them, every request to a
 * host other than this machine refused and recorded in `outside` (read the fields inside the tests).
 */
export function withTestRelay(): { url: string; relayUrl: string; outside: string[] } {
  const relay = { url: '', relayUrl: '', outside: [] as string[] }
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await spawnTestServer()
    relay.url = server.url
    relay.relayUrl = `${server.url.replace('http', 'ws')}/relay`
    relay.outside = refuseOutsideHosts()
  }, 180_000)
  afterAll(async () => {
    vi.restoreAllMocks()
    await server?.close()
  })
  return relay
}

/**
 * Sui mainnet as a site describes it (AppKit's `CustomCaipNetwork`; Gangway has no Sui adapter): what the web
 * wallet's Sui account signs for. No RPC URL: nothing reads the chain.
 */
export const SUI_MAINNET = {
  id: 'mainnet',
  chainNamespace: 'sui',
  caipNetworkId: 'sui:mainnet',
  name: 'Sui',
  nativeCurrency: { name: 'Sui', symbol: 'SUI', decimals: 9 },
  rpcUrls: { default: { http: [] as string[] } },
} as const

/** Polls until `read` answers something (or fails after `ms`). */
export async function until<T>(read: () => T | undefined, ms = 15_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('timed out')
}

export { memoryKeyValueStorage }
