import type { SIWXMessage } from '@gangway/core'
import { SIWXMessenger } from '../core/SIWXMessenger.ts'
import { formatEip4361Message } from './EIP4361Messenger.ts'
import { formatInformalMessage, networkName } from './InformalMessenger.ts'

/**
 * The default messenger: EIP-4361 for eip155 chains (what Ethereum wallets and verifiers expect), AppKit's
 * informal CAIP-122 text for every other namespace.
 */
export class DefaultMessenger extends SIWXMessenger {
  protected override stringify(data: SIWXMessage.Data): string {
    if (data.chainId.startsWith('eip155:')) return formatEip4361Message(data)
    return formatInformalMessage(data, { networkName: networkName(data.chainId, this.context?.networks) })
  }
}
