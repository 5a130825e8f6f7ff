import { type AppKitNetwork, type CaipNetwork, getAccount, getNetwork, type Kit } from '@gangway/core'
import type { AccountState, CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import type { AccountType, PublicStateControllerState } from './types.ts'

/** `useAppKitAccount` / `subscribeAccount` (AppKit's `UseAppKitAccountReturn`). */
export type UseAppKitAccountReturn = {
  /** Every account of the namespace's connection (AppKit's `AccountType`: `namespace`, `address`, `type`, and a Bitcoin account's `publicKey`/`path`). */
  allAccounts: AccountType[]
  caipAddress: AccountState['caipAddress']
  address: string | undefined
  isConnected: boolean
  status: AccountState['status']
  /**
   * Set when connected through e-mail or social login: the user (e-mail, social username), the auth provider
   * ('email' or the social provider), the account type.
   */
  embeddedWalletInfo: AccountState['embeddedWalletInfo']
  /** The embedded wallet's signed-in user (AppKit's account state `user`; also `embeddedWalletInfo.user`). */
  user: AccountState['user']
  /** The account's token balances on the active network, once the Account view read them (AppKit's `tokenBalance`). */
  tokenBalance: AccountState['tokenBalance']
}

/** `useAppKitNetwork` (AppKit's `UseAppKitNetworkReturn`). */
export type UseAppKitNetworkReturn = {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
  /**
   * The networks the connected wallet approved, when it limits them (AppKit: a WalletConnect session's
   * chains). Gangway asks every wallet for all of the site's networks and tracks no narrower list: undefined.
   */
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  /** Whether the wallet can be switched to any of the site's networks: always true in Gangway (see above). */
  supportsAllNetworks: boolean
  switchNetwork(network: AppKitNetwork): Promise<void>
}

export const DISCONNECTED: UseAppKitAccountReturn = {
  allAccounts: [],
  caipAddress: undefined,
  address: undefined,
  isConnected: false,
  status: 'disconnected',
  embeddedWalletInfo: undefined,
  user: undefined,
  tokenBalance: undefined,
}

/** The account of a namespace (default: the active one) in AppKit's hook shape. */
export function accountReturn(kit: Kit, namespace?: ChainNamespace): UseAppKitAccountReturn {
  const account = getAccount(kit, namespace)
  const ns = namespace ?? kit.stores.chains.get().activeNamespace
  return {
    allAccounts: account.allAccounts.map((a) => ({ namespace: ns, ...a }) as AccountType),
    caipAddress: account.caipAddress,
    address: account.address,
    isConnected: account.isConnected,
    status: account.status,
    embeddedWalletInfo: account.embeddedWalletInfo,
    user: account.user,
    tokenBalance: account.tokenBalance,
  }
}

/** The active network in AppKit's hook shape (without `switchNetwork`). */
export function networkReturn(kit: Kit, namespace?: ChainNamespace): Omit<UseAppKitNetworkReturn, 'switchNetwork'> {
  const network = getNetwork(kit, namespace)
  return {
    caipNetwork: network,
    chainId: network?.id,
    caipNetworkId: network?.caipNetworkId,
    approvedCaipNetworkIds: undefined,
    supportsAllNetworks: true,
  }
}

/** AppKit's public state of the dialog. */
export function publicState(kit: Kit, initialized: boolean): PublicStateControllerState {
  const { modal, chains, headless } = kit.stores
  return {
    open: modal.get().open,
    loading: modal.get().loading,
    initialized,
    selectedNetworkId: chains.get().activeNetwork.caipNetworkId,
    activeChain: chains.get().activeNamespace,
    connectingWallet: headless.get().connectingWallet,
  }
}
