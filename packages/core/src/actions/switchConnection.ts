import type { ChainNamespace, SocialLoginProvider } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { activateConnection } from './activateConnection.ts'
import { connect } from './connect.ts'
import { connectSocial } from './connectSocial.ts'
import { connectEmail } from './emailLogin.ts'
import { getConnectionStatus } from './getConnectionStatus.ts'
import { multiWalletEnabled } from './listConnections.ts'
import { notEnabled } from './notEnabled.ts'
import { openModal } from './openModal.ts'
import { routerPush } from './routerPush.ts'
import { setPreferredAccountType } from './setPreferredAccountType.ts'
import { untilConnected } from './untilConnected.ts'

/** The embedded wallet's connector id (as `frame/createEmbeddedWallet`'s). */
const AUTH_CONNECTOR_ID = 'ID_AUTH'
const SOCIALS: readonly string[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

export type SwitchConnectionParams = {
  connection: { connectorId: string; auth?: { name?: string | undefined; username?: string | undefined } | undefined }
  namespace?: ChainNamespace
  /** An account of the connection to use (the embedded wallet: its EOA or its smart account). */
  address?: string
}
export type SwitchConnectionResult = {
  address: string
  namespace: ChainNamespace
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
}

const same = (a: string | undefined, b: string | undefined) => a !== undefined && a.toLowerCase() === b?.toLowerCase()

/**
 * Makes a connection the current one (SPEC §4, AppKit's `switchConnection`): a connected or active one is
 * reconnected at once (its wallet becomes the site's current one, no prompt) or switches account; a
 * disconnected (recent) one runs its login — the e-mail code to its address, its social provider's popup
 * (so call this straight from the click), Farcaster's link, a WalletConnect pairing, or the wallet's own
 * prompt. Logins shown in the dialog open it when closed and end with 'Modal closed' when it closes first.
 * SPEC §6: with `features.multiWallet` off it shows the info alert and answers undefined.
 * Errors: CONNECTOR_NOT_FOUND (the page no longer has the wallet), ACCOUNT_NOT_SWITCHABLE (an address the
 * wallet itself must choose), and the login's own (CONNECTION_REJECTED, POPUP_CLOSED …).
 */
export async function switchConnection(
  kit: Kit,
  params: SwitchConnectionParams,
): Promise<SwitchConnectionResult | undefined> {
  if (!multiWalletEnabled(kit)) return notEnabled(kit)
  const ns = params.namespace ?? kit.stores.chains.get().activeNamespace
  const { connectorId } = params.connection
  const connector = kit.stores.connectors.get().connectors.find((c) => same(c.id, connectorId))
  if (!connector) {
    throw new KitError('CONNECTOR_NOT_FOUND', `No connector found for connection: ${connectorId}`)
  }
  const before = kit.stores.chains.get().accounts[ns]?.address
  const status = getConnectionStatus(kit, params.connection, ns)
  if (status === 'disconnected') await login(kit, ns, connector, params.connection.auth)
  else if (status === 'active') await activateConnection(kit, ns, connector.id)
  if (params.address && !same(params.address, kit.stores.chains.get().accounts[ns]?.address)) {
    await switchAccount(kit, ns, connector.id, params.address)
  }
  const now = kit.stores.chains.get().accounts[ns]?.address ?? ''
  return {
    address: now,
    namespace: ns,
    hasSwitchedAccount: !same(before, now),
    hasSwitchedWallet: status !== 'connected',
  }
}

/** A disconnected connection's login (nothing is awaited before a social popup opens). */
function login(
  kit: Kit,
  ns: ChainNamespace,
  connector: { id: string; type: string; chain: ChainNamespace },
  auth: SwitchConnectionParams['connection']['auth'],
): Promise<void> {
  if (same(connector.id, AUTH_CONNECTOR_ID)) {
    const name = auth?.name?.toLowerCase()
    if (name && SOCIALS.includes(name)) {
      const work = connectSocial(kit, name as SocialLoginProvider)
      showDialog(kit)
      routerPush(kit, 'ConnectingSocial')
      return work
    }
    showDialog(kit)
    if (name === 'farcaster') routerPush(kit, 'ConnectingFarcaster')
    else if (name === 'email' && auth?.username) {
      return connectEmail(kit, auth.username).then(() => untilConnected(kit, 'eip155', AUTH_CONNECTOR_ID))
    } else routerPush(kit, 'Connect')
    return untilConnected(kit, 'eip155', AUTH_CONNECTOR_ID)
  }
  if (connector.type === 'WALLET_CONNECT') {
    showDialog(kit)
    routerPush(kit, 'ConnectingWalletConnect', undefined)
    return untilConnected(kit, ns, connector.id)
  }
  return connect(kit, { connectorId: connector.id, namespace: ns })
}

/** The dialog open on the wallets list, for a login shown in it. */
function showDialog(kit: Kit): void {
  if (!kit.stores.modal.get().open) openModal(kit, { view: 'ProfileWallets' })
}

/** Another account of the current wallet: the embedded wallet's EOA or smart account; others choose in the wallet. */
async function switchAccount(kit: Kit, ns: ChainNamespace, connectorId: string, address: string): Promise<void> {
  const account = kit.stores.chains.get().accounts[ns]
  const target = account?.allAccounts.find((a) => same(a.address, address))
  if (same(connectorId, AUTH_CONNECTOR_ID) && target && (target.type === 'eoa' || target.type === 'smartAccount')) {
    await setPreferredAccountType(kit, target.type, ns)
    return
  }
  throw new KitError(
    'ACCOUNT_NOT_SWITCHABLE',
    `Choose ${address} in the wallet: Gangway cannot pick a wallet's account`,
  )
}
