import { KitError, KitErrorMessage, rpcCodeOf } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import type { AppKitNetwork } from '../networks/AppKitNetwork.ts'
import { toCaipNetwork } from '../networks/toCaipNetwork.ts'
import { applyNetwork } from './applyNetwork.ts'
import { emitEvent } from './emitEvent.ts'
import { getAccount } from './getAccount.ts'
import { getAdapter } from './getAdapter.ts'
import { showAlert } from './showAlert.ts'

/**
 * Switches to one of the site's networks (SPEC §4/§5), given as a viem Chain or a CaipNetwork (AppKit's
 * `AppKitNetwork`). Unknown network → the 'switch network not found' alert and 'Network not found';
 * something that is no network → an error saying so (nothing changes). When connected, the wallet is asked first (EVM adds the chain on 4902).
 */
export async function switchNetwork(kit: Kit, network: AppKitNetwork): Promise<void> {
  let wanted: string
  try {
    wanted = toCaipNetwork(network, 'switchNetwork: network').caipNetworkId
  } catch (error) {
    throw new KitError('NETWORK_NOT_FOUND', (error as Error).message)
  }
  const known = kit.stores.chains.get().networks.find((n) => n.caipNetworkId === wanted)
  if (!known) {
    // the visitor sees SPEC §8's 'Network Not Found'; the site's developer gets the detail
    if (kit.options.debug) {
      console.warn(`gangway: network ${wanted} is not one of this site's networks — add it to createAppKit's networks`)
    }
    showAlert(kit, { code: 'SWITCH_NETWORK_NOT_FOUND', message: KitErrorMessage.NETWORK_NOT_FOUND_UI })
    throw new KitError('NETWORK_NOT_FOUND', 'Network not found')
  }
  const ns = known.chainNamespace
  const account = getAccount(kit, ns)
  const connectorId = kit.stores.connections.get().activeConnectorId[ns]
  if (account.isConnected && connectorId) {
    try {
      await getAdapter(kit, ns).switchNetwork({ connectorId, network: known })
    } catch (error) {
      const rpcCode = rpcCodeOf(error)
      throw new KitError('UNSUPPORTED_CHAIN', rpcCode === 4001 ? 'Request rejected' : 'Chain is not supported', {
        cause: error,
        ...(rpcCode === undefined ? {} : { rpcCode }),
      })
    }
  }
  applyNetwork(kit, known)
  emitEvent(kit, 'SWITCH_NETWORK', { network: known.caipNetworkId })
}
