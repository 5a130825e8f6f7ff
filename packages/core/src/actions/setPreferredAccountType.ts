import type { ChainNamespace } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import { AUTH_CONNECTOR_ID } from '../frame/createEmbeddedWallet.ts'
import type { Kit } from '../Kit.ts'
import { embeddedWallet } from './emailLogin.ts'
import { emitEvent } from './emitEvent.ts'

/**
 * Switches the embedded wallet between its EOA and its smart account (AppKit's
 * `ConnectionController.setPreferredAccountType(type, namespace)`): the frame stores the choice on the server
 * (SET_PREFERRED_ACCOUNT), the user is asked again and the account's address, `allAccounts`,
 * `preferredAccountType` and `embeddedWalletInfo.accountType` follow; the choice is kept in storage
 * (`preferred_account_types`). The dialog shows its loading state meanwhile. Only for eip155 while connected
 * through the embedded wallet; the server's refusal ('Smart accounts are not available on this network') is
 * thrown as it is.
 */
export async function setPreferredAccountType(
  kit: Kit,
  accountType: 'eoa' | 'smartAccount',
  namespace: ChainNamespace,
): Promise<void> {
  if (namespace !== 'eip155' || kit.stores.connections.get().activeConnectorId.eip155 !== AUTH_CONNECTOR_ID) {
    throw new KitError('ACCOUNT_TYPE_UNAVAILABLE', 'Only the embedded wallet of an EVM network can switch account type')
  }
  const wallet = embeddedWallet(kit)
  kit.stores.modal.set({ loading: true })
  try {
    await (await wallet.frame()).request('SET_PREFERRED_ACCOUNT', { type: accountType })
    kit.storage.setPreferredAccountTypes({ ...kit.storage.getPreferredAccountTypes(), [namespace]: accountType })
    await wallet.provider.refreshUser()
  } finally {
    kit.stores.modal.set({ loading: false })
  }
  emitEvent(kit, 'SET_PREFERRED_ACCOUNT_TYPE', {
    accountType,
    network: kit.stores.chains.get().activeNetwork.caipNetworkId,
  })
}
