import { type CaipNetworkId, SIWX_ACCOUNT_PLACEHOLDER } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { SIWXMessage } from '../siwx/SIWXConfig.ts'
import { siwxMessageData } from '../siwx/siwxMessageData.ts'

/** AppKit's stand-in for the address an embedded (e-mail) wallet fills in when it signs. */
export const SIWX_ACCOUNT_ADDRESS_PLACEHOLDER = SIWX_ACCOUNT_PLACEHOLDER

/** SPEC §3's sign-in message of the login frame: the message's data and its text. */
export type EmbeddedSIWXMessage = SIWXMessage.Data & { serializedMessage: string }

/**
 * The sign-in message an embedded (e-mail) wallet signs during login, in one step (issue 14; AppKit's
 * `SIWXUtil.authConnectorAuthenticate`): `createMessage` with accountAddress '<<AccountAddress>>' (the frame
 * puts the real address in) on `chainId`, as plain data plus its text. Undefined when sign-in is off or the
 * network is not EVM (AppKit signs embedded wallets in on eip155 only). After the login, add the session
 * (`getSIWX(kit).addSession`) with the frame's address, message and signature BEFORE the connection is
 * recorded: the kit's sign-in check then finds it and asks nothing.
 *
 * @example
 * const siwxMessage = await createEmbeddedSIWXMessage(kit, 'eip155:1')
 */
export async function createEmbeddedSIWXMessage(
  kit: Kit,
  chainId: CaipNetworkId,
): Promise<EmbeddedSIWXMessage | undefined> {
  const siwx = kit.options.siwx
  if (!siwx || !chainId.startsWith('eip155:')) return undefined
  const message = await siwx.createMessage({ chainId, accountAddress: SIWX_ACCOUNT_ADDRESS_PLACEHOLDER })
  return { ...siwxMessageData(message), serializedMessage: message.toString() }
}
