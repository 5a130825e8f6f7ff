// createAppKit and each adapter's constructor options, as AppKit's docs and examples write them.

import {
  type AppKitNetwork,
  arbitrum,
  bitcoin,
  bitcoinTestnet,
  defineChain,
  mainnet,
  solana,
  solanaDevnet,
} from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { BitcoinAdapter } from '@reown/appkit-adapter-bitcoin'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'
import { authConnector, WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import type { CreateConnectorFn } from 'wagmi'
import { cookieStorage, createStorage, http } from 'wagmi'

export const projectId = 'local'

// a custom network (appkit/networks "custom networks")
export const customNetwork = defineChain({
  id: 123456789,
  caipNetworkId: 'eip155:123456789',
  chainNamespace: 'eip155',
  name: 'Custom Network',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://localhost:8545'], webSocket: ['ws://localhost:8545'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'http://localhost:8545' } },
  contracts: {},
})

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  mainnet,
  arbitrum,
  customNetwork,
  solana,
  solanaDevnet,
  bitcoin,
  bitcoinTestnet,
]

const connectors: CreateConnectorFn[] = []
connectors.push(authConnector({ options: { projectId } }))

export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
  connectors,
  transports: { [mainnet.id]: http() },
  customRpcUrls: { 'eip155:1': [{ url: 'http://localhost:8545' }] },
})

export const solanaWeb3JsAdapter = new SolanaAdapter({ wallets: [], connectionSettings: 'confirmed' })
export const solanaFinalized = new SolanaAdapter({ connectionSettings: { commitment: 'finalized' } })

export const bitcoinAdapter = new BitcoinAdapter({ projectId, networks: [bitcoin, bitcoinTestnet] })

const metadata = {
  name: 'AppKit',
  description: 'AppKit Example',
  url: 'https://example.com',
  icons: ['https://avatars.githubusercontent.com/u/179229932'],
}

export const modal = createAppKit({
  adapters: [wagmiAdapter, solanaWeb3JsAdapter, bitcoinAdapter],
  networks,
  defaultNetwork: mainnet,
  projectId,
  metadata,
  themeMode: 'light',
  themeVariables: { '--w3m-accent': '#000000', '--w3m-border-radius-master': '2px' },
  featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],
  includeWalletIds: [],
  excludeWalletIds: [],
  allWallets: 'SHOW',
  enableWalletConnect: true,
  enableInjected: true,
  enableEIP6963: true,
  enableCoinbase: true,
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
  customRpcUrls: { 'eip155:1': [{ url: 'http://localhost:8545' }] },
  features: {
    analytics: true,
    email: true,
    socials: ['google', 'x', 'github', 'discord', 'apple', 'facebook', 'farcaster'],
    emailShowWallets: true,
    swaps: true,
    onramp: true,
    history: true,
    connectMethodsOrder: ['email', 'social', 'wallet'],
  },
})

// the instance's methods a site calls
export async function useInstance() {
  await modal.open({ view: 'Connect' })
  await modal.close()
  modal.subscribeAccount((account) => console.log(account.address, account.isConnected))
  modal.subscribeNetwork((network) => console.log(network.caipNetwork?.name))
  modal.setThemeMode('dark')
  await modal.switchNetwork(arbitrum)
  console.log(modal.getAddress(), modal.getCaipNetwork()?.id, modal.getIsConnectedState(), modal.getWalletProvider())
  await modal.disconnect()
}
