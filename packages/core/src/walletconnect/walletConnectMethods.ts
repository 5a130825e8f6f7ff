import type { ChainNamespace } from '@gangway/protocol'

/**
 * The methods a pairing asks a wallet for, per namespace. eip155, solana and bip122: AppKit's default lists
 * (the names `@reown/appkit-utils` 1.8.0 proposes), so a wallet approves everything a site may later send
 * through `useAppKitProvider` — EIP-5792 batches, ERC-7715 permissions, typed data, chain switches, Solana's
 * `solana_signAllTransactions`. polkadot and cosmos: WalletConnect's RPC references (AppKit proposes none).
 * Other namespaces (Sui, TON, TRON, Stellar): WalletConnect's RPC references for them; a site with other needs
 * names its own methods (`UniversalConnector`'s `networks[].methods`).
 */
export const WALLET_CONNECT_METHODS: Readonly<Partial<Record<ChainNamespace, readonly string[]>>> = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_registerOnboarding',
    'wallet_watchAsset',
    'wallet_scanQRCode',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect'],
  sui: ['sui_getAccounts', 'sui_signPersonalMessage', 'sui_signTransaction', 'sui_signAndExecuteTransaction'],
  ton: ['ton_sendMessage', 'ton_signData'],
  tron: ['tron_signMessage', 'tron_signTransaction'],
  stellar: ['stellar_signXDR', 'stellar_signAndSubmitXDR'],
}

/** The events a pairing asks for: AppKit's two for every namespace; Bitcoin wallets also announce address changes. */
export function walletConnectEvents(namespace: ChainNamespace): string[] {
  return namespace === 'bip122'
    ? ['accountsChanged', 'chainChanged', 'bip122_addressesChanged']
    : ['accountsChanged', 'chainChanged']
}

/** A namespace's methods (empty for one WalletConnect has no reference for). */
export function walletConnectMethods(namespace: ChainNamespace): string[] {
  return [...(WALLET_CONNECT_METHODS[namespace] ?? [])]
}
