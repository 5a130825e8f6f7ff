import { KitError, KitErrorCode, KitErrorMessage, rpcCodeOf } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { applyNetwork } from './applyNetwork.ts'
import { emitEvent } from './emitEvent.ts'
import { getAccount } from './getAccount.ts'
import { getAdapter } from './getAdapter.ts'
import { AlertCode, showAlert } from './showAlert.ts'

/**
 * Switches to one of the site's networks (SPEC §4/§5). Unknown network → the 'switch network not found'
 * alert and 'Network not found'. When connected, the wallet is asked first (EVM adds the chain on 4902).
 */
export async function switchNetwork(kit: Kit, network: CaipNetwork): Promise<void> {
  const known = kit.stores.chains.get().networks.find((n) => n.caipNetworkId === network?.caipNetworkId)
  if (!known) {
    // the visitor sees SPEC §8's 'Network Not Found'; the site's developer gets the detail
    if (kit.options.debug) {
      console.warn(
        `gangway: network ${network?.caipNetworkId ?? String(network)} is not one of this site's networks — add it to createAppKit's networks`,
      )
    }
    showAlert(kit, { code: AlertCode.SWITCH_NETWORK_NOT_FOUND, message: KitErrorMessage.NETWORK_NOT_FOUND_UI })
    throw new KitError(KitErrorCode.NETWORK_NOT_FOUND, 'Network not found')
  }
  const ns = known.chainNamespace
  const account = getAccount(kit, ns)
  const connectorId = kit.stores.connections.get().activeConnectorId[ns]
  if (account.isConnected && connectorId) {
    try {
      await getAdapter(kit, ns).switchNetwork({ connectorId, network: known })
    } catch (error) {
      const rpcCode = rpcCodeOf(error)
      throw new KitError(
        KitErrorCode.UNSUPPORTED_CHAIN,
        rpcCode === 4001 ? 'Request rejected' : 'Chain is not supported',
        {
          cause: error,
          ...(rpcCode === undefined ? {} : { rpcCode }),
        },
      )
    }
  }
  applyNetwork(kit, known)
  emitEvent(kit, 'SWITCH_NETWORK', { network: known.caipNetworkId })
}
