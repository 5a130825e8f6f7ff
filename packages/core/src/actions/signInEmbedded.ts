import type { CaipNetworkId } from '@gangway/protocol'
import { preferredEmbeddedAccountType } from '../frame/preferredEmbeddedAccountType.ts'
import type { Kit } from '../Kit.ts'
import { createEmbeddedSIWXMessage } from './createEmbeddedSIWXMessage.ts'
import { getSIWX } from './getSIWX.ts'

/**
 * Sign in with X in the login step of an e-mail (embedded) wallet (issue 14 item 5, SPEC §3 user payload):
 * the message is made before the address is known (AppKit's '<<AccountAddress>>' placeholder) and sent with
 * GET_USER; the frame fills in the address, signs and answers `message`, `signature` and `siwxMessage`, which
 * are stored through the site's SIWX config before the wallet is connected — so no second prompt appears.
 * Without sign-in, or with no eip155 network, it does nothing. A failure is logged and leaves the normal
 * sign-in prompt after connecting.
 */
export async function signInEmbedded(kit: Kit): Promise<void> {
  const siwx = getSIWX(kit)
  const embedded = kit.embedded
  if (!siwx || !embedded) return
  const active = kit.stores.chains.get().activeNetwork
  const network =
    active.chainNamespace === 'eip155' ? active : kit.options.networks.find((n) => n.chainNamespace === 'eip155')
  if (!network) return
  try {
    const siwxMessage = await createEmbeddedSIWXMessage(kit, network.caipNetworkId)
    if (!siwxMessage) return
    const preferredAccountType = preferredEmbeddedAccountType(kit)
    const user = await (await embedded.frame()).request('GET_USER', {
      chainId: network.id,
      siwxMessage,
      ...(preferredAccountType ? { preferredAccountType } : {}),
    })
    if (!user.message || !user.signature || !user.siwxMessage) return
    const { serializedMessage: _text, ...signed } = user.siwxMessage
    await siwx.addSession({
      data: { ...signed, chainId: signed.chainId as CaipNetworkId },
      message: user.message,
      signature: user.signature,
    })
  } catch (error) {
    console.warn('gangway: sign-in at e-mail login failed; the wallet will be asked to sign in', error)
  }
}
