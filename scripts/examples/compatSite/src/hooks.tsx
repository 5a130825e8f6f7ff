// The React hooks as AppKit's docs (appkit/react/core/hooks) write them.

import { mainnet, polygon } from '@reown/appkit/networks'
import type { Provider } from '@reown/appkit/react'
import {
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnection,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useAppKitWallets,
  useDisconnect,
  useWalletInfo,
} from '@reown/appkit/react'
import { useAppKitSIWX } from '@reown/appkit-siwx/react'
import { useEffect, useState } from 'react'
import { createWalletClient, custom } from 'viem'

export function Hooks() {
  const { open, close } = useAppKit()
  const { address, caipAddress, isConnected, status, embeddedWalletInfo, allAccounts } = useAppKitAccount()
  const solanaAccount = useAppKitAccount({ namespace: 'solana' })
  const { caipNetwork, caipNetworkId, chainId, switchNetwork } = useAppKitNetwork()
  const { fetchBalance } = useAppKitBalance()
  const { initialized, loading, open: isOpen, selectedNetworkId, activeChain } = useAppKitState()
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useAppKitTheme()
  const events = useAppKitEvents()
  const { disconnect } = useDisconnect()
  const { walletInfo } = useWalletInfo()
  const { walletProvider, walletProviderType } = useAppKitProvider<Provider>('eip155')
  const { connections, recentConnections } = useAppKitConnections()
  const siwx = useAppKitSIWX()
  const [balance, setBalance] = useState<string>()

  useEffect(() => {
    if (!isConnected) return
    fetchBalance().then((result) => {
      if (result.isSuccess && result.data) setBalance(`${result.data.balance} ${result.data.symbol}`)
    })
  }, [isConnected, fetchBalance])

  async function sign() {
    // strict: walletProvider is the type asked for, as in AppKit
    const client = createWalletClient({ chain: mainnet, transport: custom(walletProvider) })
    const [account] = await client.getAddresses()
    if (account) await client.signMessage({ account, message: 'Hello' })
  }

  return (
    <div>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Networks
      </button>
      <button type="button" onClick={() => open({ view: 'Account', namespace: 'eip155' })}>
        Account
      </button>
      <button type="button" onClick={() => close()}>
        Close
      </button>
      <button type="button" onClick={() => switchNetwork(polygon)}>
        Switch
      </button>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Theme
      </button>
      <button
        type="button"
        onClick={() => setThemeVariables({ '--w3m-color-mix': '#00BB7F', '--w3m-color-mix-strength': 40 })}
      >
        Variables
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
      <button type="button" onClick={() => disconnect({ namespace: 'solana' })}>
        Disconnect Solana
      </button>
      <button type="button" onClick={sign}>
        Sign
      </button>
      <p>
        {address} {caipAddress} {status} {solanaAccount.address} {embeddedWalletInfo?.user?.email}
        {embeddedWalletInfo?.authProvider} {embeddedWalletInfo?.accountType}
      </p>
      <p>
        {caipNetwork?.name} {caipNetworkId} {String(chainId)} {balance} {walletInfo?.name} {walletProviderType}
      </p>
      <p>
        {String(initialized)} {String(loading)} {String(isOpen)} {selectedNetworkId} {activeChain}
      </p>
      <p>
        {JSON.stringify(themeVariables)} {events.data.event} {events.timestamp} {siwx ? 'siwx' : ''}
      </p>
      <ul>
        {allAccounts.map((account) => (
          <li key={account.address}>
            {account.namespace} {account.address} {account.type} {account.publicKey}
          </li>
        ))}
      </ul>
      <ul>
        {[...connections, ...recentConnections].map((connection) => (
          <li key={connection.connectorId}>
            {connection.name} {connection.icon} {connection.accounts[0]?.address}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ConnectionManager() {
  const { connection, isPending, switchConnection, deleteConnection } = useAppKitConnection({
    namespace: 'eip155',
    onSuccess({ address, namespace, hasSwitchedAccount, hasSwitchedWallet, hasDeletedWallet }) {
      if (hasDeletedWallet) console.log('Wallet deleted', namespace)
      else if (hasSwitchedWallet) console.log('Switched to wallet:', address)
      else if (hasSwitchedAccount) console.log('Switched to account:', address)
    },
    onError(error) {
      console.error('Connection error:', error.message)
    },
  })
  if (!connection) return null
  return (
    <div>
      <p>
        {connection.name} {connection.accounts[0]?.address} {String(isPending)}
      </p>
      <button type="button" onClick={() => switchConnection({ connection, address: connection.accounts[0]?.address })}>
        Switch
      </button>
      <button
        type="button"
        onClick={() =>
          deleteConnection({ address: connection.accounts[0]?.address ?? '', connectorId: connection.connectorId })
        }
      >
        Delete
      </button>
    </div>
  )
}

export function HeadlessWallets() {
  const { wallets, wcWallets, isFetchingWallets, wcUri, connect, fetchWallets, resetWcUri } = useAppKitWallets()
  return (
    <div>
      {[...wallets, ...wcWallets].map((wallet) => (
        <button key={wallet.id} type="button" onClick={() => connect(wallet)}>
          {wallet.name} {wallet.imageUrl}
        </button>
      ))}
      <button type="button" onClick={() => fetchWallets({ page: 2, search: 'meta' })}>
        More
      </button>
      <button type="button" onClick={() => resetWcUri()}>
        Reset
      </button>
      {String(isFetchingWallets)} {wcUri}
    </div>
  )
}
