import { BitcoinAdapter } from '@gangway/adapter-bitcoin'
import { WagmiAdapter } from '@gangway/adapter-evm'
import { SolanaAdapter } from '@gangway/adapter-solana'
import {
  SUI_MAINNET,
  signedByWebWallet,
  startWebWallet,
  until,
  WEB_WALLET_ACCOUNTS,
  withTestRelay,
} from '@gangway/wallet/web'
import { describe, expect, it } from 'vitest'
import { closeModal } from '../actions/closeModal.ts'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { openModal } from '../actions/openModal.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { destroyKit } from '../createKit.ts'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { bitcoinRegtest, gangwayDevnetA, gangwayDevnetB, gangwaySolanaLocal, polkadot } from '../networks/index.ts'
import { pairWithKit, walletConnectSite } from '../test/walletConnectSite.ts'
import { WALLET_CONNECT_METHODS } from './walletConnectMethods.ts'

// WalletConnect's own switch for test runs: the clients call no verify or telemetry host.
process.env.IS_VITEST = 'true'

const MESSAGE = 'Hello from the Gangway demo'
const ANVIL_0 = WEB_WALLET_ACCOUNTS.eip155
const relay = withTestRelay()
const suiMainnet = SUI_MAINNET as unknown as CaipNetwork

const NETWORKS = [gangwayDevnetA, gangwayDevnetB, gangwaySolanaLocal, bitcoinRegtest, polkadot, suiMainnet]
const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'sui']

const connected = (kit: Kit) =>
  Object.fromEntries(
    Object.entries(kit.stores.chains.get().accounts).flatMap(([ns, a]) => (a?.isConnected ? [[ns, a.address]] : [])),
  )

const adapterOf = (kit: Kit, namespace: string) => kit.adapters.get(namespace) as ChainAdapter
const sign = (kit: Kit, namespace: string, account: string) =>
  adapterOf(kit, namespace).signMessage({ connectorId: 'walletConnect', address: account, message: MESSAGE })

describe('the kit’s one WalletConnect session (DESIGN: core owns the one universal provider)', () => {
  it('one pairing proposes every namespace (EVM, Solana and Bitcoin adapters; Polkadot and Sui without one), one approval connects them all, each signs through the session, a network switch keeps it, a reload restores all, disconnect drops all', async () => {
    const web = await startWebWallet(relay.relayUrl)
    const site = walletConnectSite({
      apiUrl: relay.url,
      relayUrl: relay.relayUrl,
      networks: NETWORKS,
      adapters: () => [
        new WagmiAdapter({ networks: [gangwayDevnetA, gangwayDevnetB], safe: false }),
        new SolanaAdapter({ announceTimeoutMs: 0 }),
        new BitcoinAdapter({ announceTimeoutMs: 0 }),
      ],
    })
    let kit = await site.load()
    // the universal adapters of the namespaces without one join the same session
    expect([...kit.adapters.keys()]).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'sui'])

    // the dialog's WalletConnect: the active namespace's connector; the pairing URI is used once
    const connecting = connect(kit, { connectorId: 'walletConnect' })
    await pairWithKit(kit, web)
    await connecting
    await until(() => (Object.keys(connected(kit)).length === NAMESPACES.length ? true : undefined))
    expect(web.proposals).toHaveLength(1)
    const proposed = web.proposals[0]
    expect(proposed?.requiredNamespaces).toEqual({})
    expect(Object.keys(proposed?.optionalNamespaces ?? {})).toEqual(NAMESPACES)
    // issue 37 item 4: AppKit's EVM list (EIP-5792, ERC-7715, typed data, chain switch/add) and Solana's signAll
    expect(proposed?.optionalNamespaces.eip155?.methods).toEqual([...(WALLET_CONNECT_METHODS.eip155 ?? [])])
    expect(proposed?.optionalNamespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_getCapabilities',
        'wallet_grantPermissions',
        'eth_signTypedData_v4',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ]),
    )
    expect(proposed?.optionalNamespaces.solana?.methods).toContain('solana_signAllTransactions')
    expect(proposed?.optionalNamespaces.sui).toMatchObject({
      chains: ['sui:mainnet'],
      methods: expect.arrayContaining(['sui_signPersonalMessage']),
    })
    expect(web.prompts.filter((t) => t.startsWith('Connect to '))).toHaveLength(1)
    expect(web.wallet.sessions()).toHaveLength(1)
    const { cosmos: _notProposed, ...accounts } = WEB_WALLET_ACCOUNTS
    expect(connected(kit)).toEqual(accounts)
    expect(kit.stores.chains.get().activeNamespace).toBe('eip155')
    expect(kit.stores.connections.get().activeConnectorId).toMatchObject(
      Object.fromEntries(NAMESPACES.map((ns) => [ns, 'walletConnect'])),
    )

    // a real signature in each namespace, all through the one session
    for (const ns of ['eip155', 'solana', 'bip122', 'sui'] as const) {
      expect(await signedByWebWallet(ns, MESSAGE, await sign(kit, ns, accounts[ns]))).toBe(true)
    }

    // switching network inside a namespace goes through the same session
    // (the universal provider switches among the chains the wallet approved without asking it, as in AppKit)
    await switchNetwork(kit, gangwayDevnetB)
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    await sign(kit, 'eip155', ANVIL_0)
    expect(web.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31338' })
    expect(new Set(web.requests.map((r) => r.topic)).size).toBe(1)
    expect(web.wallet.sessions()).toHaveLength(1)
    expect(web.proposals).toHaveLength(1)

    // a reload restores every namespace from the one session, without a prompt
    destroyKit(kit)
    const prompts = web.prompts.length
    kit = await site.load()
    expect(connected(kit)).toEqual(accounts)
    expect(web.prompts.length).toBe(prompts)
    expect(web.proposals).toHaveLength(1)
    expect(await signedByWebWallet('bip122', MESSAGE, await sign(kit, 'bip122', accounts.bip122))).toBe(true)

    // disconnecting the WalletConnect connector disconnects all namespaces (SPEC §4): one session ended
    await disconnect(kit)
    expect(connected(kit)).toEqual({})
    await until(() => (web.deleted.length > 0 ? true : undefined))
    expect(web.deleted).toHaveLength(1)
    expect(web.wallet.sessions()).toEqual([])
    expect(relay.outside).toEqual([])
    destroyKit(kit)
    await web.close()
  }, 120_000)

  it('a dialog closed after the approval stays closed while the other namespaces of that approval are recorded (issue 37: nothing in core reopens it)', async () => {
    const web = await startWebWallet(relay.relayUrl)
    const site = walletConnectSite({
      apiUrl: relay.url,
      relayUrl: relay.relayUrl,
      networks: [gangwaySolanaLocal, gangwayDevnetA],
      adapters: () => [
        new SolanaAdapter({ announceTimeoutMs: 0 }),
        new WagmiAdapter({ networks: [gangwayDevnetA], safe: false }),
      ],
    })
    const kit = await site.load()
    const opened: boolean[] = []
    kit.stores.modal.subscribeKey('open', (open) => opened.push(open))
    openModal(kit)
    const connecting = connect(kit, { connectorId: 'walletConnect', namespace: 'solana' })
    await pairWithKit(kit, web)
    await connecting
    expect(kit.stores.router.get().history.map((e) => e.view)).toEqual(['Account'])
    closeModal(kit)
    // the EVM namespace of the same approval is recorded after the dialog closed (not made active)
    await until(() => (kit.stores.chains.get().accounts.eip155?.isConnected ? true : undefined))
    expect(kit.stores.chains.get().activeNamespace).toBe('solana')
    expect(kit.stores.modal.get().open).toBe(false)
    expect(opened.at(-1)).toBe(false)
    expect(opened.filter(Boolean)).toHaveLength(1)
    destroyKit(kit)
    await web.close()
  }, 120_000)
})
