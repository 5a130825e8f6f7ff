import { getAccount } from '@gangway/core'
import type { AccountState, ChainNamespace } from '@gangway/protocol'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

export type UseAppKitAccountReturn = {
  allAccounts: AccountState['allAccounts']
  caipAddress: string | undefined
  address: string | undefined
  isConnected: boolean
  status: AccountState['status']
  /** Set when connected through e-mail login: the user's e-mail, auth provider 'email', account type. */
  embeddedWalletInfo: AccountState['embeddedWalletInfo']
}

/** The account of a namespace (default: the active one). Disconnected defaults before `createAppKit`. */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): UseAppKitAccountReturn {
  const instance = useAppKitInstance()
  const chains = useKitStore(instance, (s) => s.chains)
  return useMemo(() => {
    const account = instance && chains ? getAccount(instance.kit, options.namespace) : undefined
    return {
      allAccounts: account?.allAccounts ?? [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: account?.isConnected ?? false,
      status: account?.status ?? 'disconnected',
      embeddedWalletInfo: account?.embeddedWalletInfo,
    }
  }, [instance, chains, options.namespace])
}
