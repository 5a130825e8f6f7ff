import { BitcoinAdapter } from '@gangway/adapter-bitcoin'
import { WagmiAdapter } from '@gangway/adapter-evm'
import { SolanaAdapter } from '@gangway/adapter-solana'
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { SOLANA_DEV_ADDRESS } from '@gangway/wallet'
import {
  memoryKeyValueStorage,
  POLKADOT_DEV_ADDRESS,
  pageProvider,
  SUI_DEV_ADDRESS,
  SUI_MAINNET,
  startWebWallet,
  until,
  withTestRelay,
} from '@gangway/wallet/web'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { address, getBase58Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { createKit, destroyKit } from '../createKit.ts'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { bitcoinRegtest, gangwayDevnetA, gangwayDevnetB, gangwaySolanaLocal, polkadot } from '../networks/index.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { WALLET_CONNECT_METHODS } from './walletConnectMethods.ts'

// WalletConnect's own switch for test runs: the clients call no verify or telemetry host.
process.env.IS_VITEST = 'true'

const MESSAGE = 'Hello from the Gangway demo'
const ANVIL_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BITCOIN = bitcoinDevAccount(0)
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
    const storage = memoryStorage()
    const browser = memoryKeyValueStorage()
    const start = async () => {
      const kit = createKit({
        projectId: 'local',
        networks: NETWORKS,
        adapters: [
          new WagmiAdapter({ networks: [gangwayDevnetA, gangwayDevnetB], safe: false }),
          new SolanaAdapter({ announceTimeoutMs: 0 }),
          new BitcoinAdapter({ announceTimeoutMs: 0 }),
        ],
        storage,
        apiUrl: relay.url,
        enableCoinbase: false,
        universalProvider: await pageProvider(relay.relayUrl, browser),
      })
      await kit.ready
      return kit
    }
    let kit = await start()
    // the universal adapters of the namespaces without one join the same session
    expect([...kit.adapters.keys()]).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'sui'])

    // the dialog's WalletConnect: the active namespace's connector; the pairing URI is used once
    const connecting = connect(kit, { connectorId: 'walletConnect' })
    await web.wallet.pair(await until(() => kit.stores.connections.get().pairing?.uri))
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
    const accounts = {
      eip155: ANVIL_0,
      solana: SOLANA_DEV_ADDRESS,
      bip122: BITCOIN.payment.address,
      polkadot: POLKADOT_DEV_ADDRESS,
      sui: SUI_DEV_ADDRESS,
    }
    expect(connected(kit)).toEqual(accounts)
    expect(kit.stores.chains.get().activeNamespace).toBe('eip155')
    expect(kit.stores.connections.get().activeConnectorId).toMatchObject(
      Object.fromEntries(NAMESPACES.map((ns) => [ns, 'walletConnect'])),
    )

    // a real signature in each namespace, all through the one session
    expect(
      await recoverMessageAddress({
        message: MESSAGE,
        signature: (await sign(kit, 'eip155', ANVIL_0)) as `0x${string}`,
      }),
    ).toBe(ANVIL_0)
    const solanaSignature = new Uint8Array(getBase58Encoder().encode(await sign(kit, 'solana', SOLANA_DEV_ADDRESS)))
    expect(
      await verifySignature(
        await getPublicKeyFromAddress(address(SOLANA_DEV_ADDRESS)),
        solanaSignature as SignatureBytes,
        new TextEncoder().encode(MESSAGE),
      ),
    ).toBe(true)
    expect(
      verifyBitcoinMessage(BITCOIN.payment.address, MESSAGE, await sign(kit, 'bip122', BITCOIN.payment.address)),
    ).toMatchObject({ valid: true })
    const suiSigner = await verifyPersonalMessageSignature(
      new TextEncoder().encode(MESSAGE),
      await sign(kit, 'sui', SUI_DEV_ADDRESS),
      { address: SUI_DEV_ADDRESS },
    )
    expect(suiSigner.toSuiAddress()).toBe(SUI_DEV_ADDRESS)

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
    kit = await start()
    expect(connected(kit)).toEqual(accounts)
    expect(web.prompts.length).toBe(prompts)
    expect(web.proposals).toHaveLength(1)
    expect(
      verifyBitcoinMessage(BITCOIN.payment.address, MESSAGE, await sign(kit, 'bip122', BITCOIN.payment.address)),
    ).toMatchObject({ valid: true })

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
})
