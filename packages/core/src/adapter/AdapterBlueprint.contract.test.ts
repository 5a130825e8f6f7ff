import { BitcoinAdapter } from '@gangway/adapter-bitcoin'
import { EthersAdapter } from '@gangway/adapter-ethers'
import { Ethers5Adapter } from '@gangway/adapter-ethers5'
import { WagmiAdapter } from '@gangway/adapter-evm'
import { SolanaAdapter } from '@gangway/adapter-solana'
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { signedByWebWallet, startWebWallet, until, WEB_WALLET_ACCOUNTS, withTestRelay } from '@gangway/wallet/web'
import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { signMessage } from '../actions/signMessage.ts'
import { createKit, destroyKit } from '../createKit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { defineCaipNetwork } from '../networks/defineCaipNetwork.ts'
import {
  bitcoin,
  bitcoinRegtest,
  gangwayDevnetA,
  gangwayDevnetB,
  gangwaySolanaLocal,
  solanaDevnet,
} from '../networks/index.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { pairWithKit, walletConnectSite } from '../test/walletConnectSite.ts'
import { walletConnectEvents, walletConnectMethods } from '../walletconnect/walletConnectMethods.ts'
import type { ChainAdapter } from './ChainAdapter.ts'

// WalletConnect's own switch for test runs: the clients call no verify or telemetry host.
process.env.IS_VITEST = 'true'

const MESSAGE = 'Sign in to Gangway over WalletConnect'
const BITCOIN = bitcoinDevAccount(0)
/** A Solana cluster of the site's that the web wallet does not know (it approves the others). */
const otherCluster = defineCaipNetwork({
  namespace: 'solana',
  reference: 'NoWa11etKnowsThisC1uster1111111',
  name: 'Another cluster',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl: 'http://127.0.0.1:1/',
})

/** One chain family on the blueprint: how to make its adapter, its networks, its own checks. */
type Family = {
  name: string
  namespace: 'eip155' | 'solana' | 'bip122'
  adapter(): ChainAdapter
  networks: CaipNetwork[]
  /** The family's own checks of a connection through WalletConnect (its provider object, its account kinds). */
  connected?(adapter: ChainAdapter): Promise<void>
}

/**
 * The adapter blueprint's contract, once per chain family (one suite, parameterised; a new adapter — the ethers
 * adapters added theirs): every family lists its namespace's WalletConnect connector, refuses
 * an unknown connector with the blueprint's typed error, connects through the kit's one WalletConnect session
 * with the real dev web wallet (official WalletKit, the real Gangway relay) — the proposal asking AppKit's
 * methods for the namespace —, gets a real signature through it, is restored after a reload from the session,
 * and ends the session on disconnect.
 */
const FAMILIES: Family[] = [
  {
    name: 'EVM (WagmiAdapter)',
    namespace: 'eip155',
    adapter: () => new WagmiAdapter({ networks: [gangwayDevnetA, gangwayDevnetB], safe: false }),
    networks: [gangwayDevnetA, gangwayDevnetB],
  },
  ...[
    { name: 'EVM (EthersAdapter, ethers v6)', make: () => new EthersAdapter() },
    { name: 'EVM (Ethers5Adapter, ethers v5)', make: () => new Ethers5Adapter() },
  ].map(
    ({ name, make }): Family => ({
      name,
      namespace: 'eip155',
      adapter: make,
      networks: [gangwayDevnetA, gangwayDevnetB],
      connected: async (adapter) => {
        // useAppKitProvider('eip155').walletProvider: the session's universal provider, which ethers wraps
        const provider = adapter.getProvider('walletConnect') as {
          request(args: { method: string }): Promise<unknown>
        }
        expect(await provider.request({ method: 'eth_accounts' })).toEqual([WEB_WALLET_ACCOUNTS.eip155])
      },
    }),
  ),
  {
    name: 'Solana (SolanaAdapter)',
    namespace: 'solana',
    adapter: () => new SolanaAdapter({ announceTimeoutMs: 0 }),
    networks: [gangwaySolanaLocal, solanaDevnet, otherCluster],
    connected: async (adapter) => {
      // AppKit's Solana provider over the session: its public key, the approved network, raw-bytes signing
      const provider = (adapter as SolanaAdapter).getProvider('walletConnect')
      expect(provider?.publicKey?.toBase58()).toBe(WEB_WALLET_ACCOUNTS.solana)
      expect(provider?.type).toBe('WALLET_CONNECT')
      const raw = new TextEncoder().encode('raw bytes')
      const key = await getPublicKeyFromAddress(address(WEB_WALLET_ACCOUNTS.solana))
      expect(await verifySignature(key, (await provider?.signMessage(raw)) as SignatureBytes, raw)).toBe(true)
      // a network the wallet did not approve: SPEC §8 'Chain is not supported' (4902)
      await expect(
        adapter.switchNetwork({ connectorId: 'walletConnect', network: otherCluster }),
      ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported', rpcCode: 4902 })
    },
  },
  {
    name: 'Bitcoin (BitcoinAdapter)',
    namespace: 'bip122',
    adapter: () => new BitcoinAdapter({ announceTimeoutMs: 0 }),
    networks: [bitcoinRegtest, bitcoin],
    connected: async (adapter) => {
      // the wallet's getAccountAddresses tells payment from ordinal; AppKit's BitcoinConnector shows both
      const provider = (adapter as BitcoinAdapter).getProvider('walletConnect')
      expect(await provider?.getAccountAddresses()).toEqual([
        expect.objectContaining({ address: BITCOIN.payment.address, purpose: 'payment' }),
        expect.objectContaining({ address: BITCOIN.ordinal.address, purpose: 'ordinal' }),
      ])
    },
  },
]

const relay = withTestRelay()

describe.each(FAMILIES)('adapter blueprint contract: $name', (family) => {
  it('lists its WalletConnect connector; an unknown connector is the blueprint’s typed error', async () => {
    const adapter = family.adapter()
    const kit = createKit({
      projectId: 'local',
      networks: family.networks,
      adapters: [adapter],
      storage: memoryStorage(),
      apiUrl: relay.url,
      enableCoinbase: false,
    })
    await kit.ready
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: family.namespace }),
    )
    await expect(adapter.connect({ connectorId: 'no.such.wallet' })).rejects.toMatchObject({
      name: 'AdapterError',
      code: 'CONNECTOR_NOT_FOUND',
      message: `${family.namespace}: connector no.such.wallet not found`,
    })
    destroyKit(kit)
  })

  it('connects through the kit’s one session (AppKit’s methods proposed), signs for real, is restored after a reload, disconnect ends the session', async () => {
    const web = await startWebWallet(relay.relayUrl)
    const site = walletConnectSite({
      apiUrl: relay.url,
      relayUrl: relay.relayUrl,
      networks: family.networks,
      adapters: () => [family.adapter()],
    })
    let kit = await site.load()
    const connecting = connect(kit, { connectorId: 'walletConnect', namespace: family.namespace })
    await pairWithKit(kit, web)
    await connecting
    // one proposal, every namespace optional (AppKit's way), with AppKit's methods for this namespace
    expect(web.proposals).toHaveLength(1)
    expect(web.proposals[0]?.requiredNamespaces).toEqual({})
    expect(web.proposals[0]?.optionalNamespaces[family.namespace]).toMatchObject({
      chains: family.networks.map((n) => n.caipNetworkId),
      methods: walletConnectMethods(family.namespace),
      events: walletConnectEvents(family.namespace),
    })
    expect(kit.stores.chains.get().accounts[family.namespace]).toMatchObject({
      isConnected: true,
      address: WEB_WALLET_ACCOUNTS[family.namespace],
    })
    if (family.namespace === 'bip122') {
      // with the keys and paths the wallet told (AppKit's `allAccounts[i].publicKey` / `path`)
      expect(kit.stores.chains.get().accounts.bip122?.allAccounts).toEqual([
        {
          address: BITCOIN.payment.address,
          type: 'payment',
          publicKey: BITCOIN.payment.publicKey,
          path: BITCOIN.payment.path,
        },
        {
          address: BITCOIN.ordinal.address,
          type: 'ordinal',
          publicKey: BITCOIN.ordinal.publicKey,
          path: BITCOIN.ordinal.path,
        },
      ])
    }
    await family.connected?.(kit.adapters.get(family.namespace) as ChainAdapter)

    const signature = await signMessage(kit, MESSAGE)
    expect(await signedByWebWallet(family.namespace, MESSAGE, signature)).toBe(true)
    expect(await signedByWebWallet(family.namespace, 'another message', signature)).toBe(false)

    // a reload: a new kit on the same storage restores the namespace from the session, without a prompt
    destroyKit(kit)
    const prompts = web.prompts.length
    kit = await site.load()
    expect(kit.stores.chains.get().accounts[family.namespace]).toMatchObject({
      isConnected: true,
      address: WEB_WALLET_ACCOUNTS[family.namespace],
    })
    expect(web.prompts.length).toBe(prompts)
    expect(await signedByWebWallet(family.namespace, MESSAGE, await signMessage(kit, MESSAGE))).toBe(true)

    await disconnect(kit)
    await until(() => (web.deleted.length > 0 ? true : undefined))
    expect(kit.stores.chains.get().accounts[family.namespace]?.isConnected).toBe(false)
    expect(web.wallet.sessions()).toEqual([])
    expect(relay.outside).toEqual([])
    destroyKit(kit)
    await web.close()
  }, 90_000)
})
