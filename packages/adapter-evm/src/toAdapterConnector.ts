import { type AdapterConnector, AUTH_CONNECTOR_ID } from '@gangway/core'
import type { Connector } from 'wagmi'
import { COINBASE_RDNS, COINBASE_SDK_CONNECTOR_ID } from './coinbaseConnector.ts'

/** The name the legacy `window.ethereum` connector is listed under. */
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'

/**
 * Lists a wagmi connector the way the dialog shows it: EIP-6963 wallets (wagmi makes them injected
 * connectors whose id is the wallet's rdns) as ANNOUNCED, the legacy `window.ethereum` connector as
 * INJECTED, the kit's e-mail wallet as AUTH, anything the site added as EXTERNAL.
 */
export function toAdapterConnector(connector: Connector, announced: boolean): AdapterConnector {
  const type =
    connector.id === 'injected'
      ? 'INJECTED'
      : connector.id === AUTH_CONNECTOR_ID
        ? 'AUTH'
        : connector.type === 'walletConnect'
          ? 'WALLET_CONNECT'
          : announced
            ? 'ANNOUNCED'
            : 'EXTERNAL'
  const rdns = announced
    ? connector.id
    : connector.id === COINBASE_SDK_CONNECTOR_ID
      ? COINBASE_RDNS
      : typeof connector.rdns === 'string'
        ? connector.rdns
        : connector.rdns?.[0]
  return {
    id: connector.id,
    type,
    chain: 'eip155',
    name: type === 'INJECTED' ? INJECTED_CONNECTOR_NAME : connector.name,
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(rdns || connector.icon
      ? { info: { ...(rdns ? { rdns } : {}), ...(connector.icon ? { icon: connector.icon } : {}) } }
      : {}),
  }
}

/**
 * The connectors to list: one per rdns (the first announcement wins; an announced wallet wins over a connector
 * of the same rdns, e.g. the Coinbase extension over the Coinbase SDK, as AppKit's), and the legacy injected
 * connector only when a `window.ethereum` exists and no wallet announced itself over EIP-6963 (it would be
 * one of them).
 */
export function listConnectors(
  connectors: readonly Connector[],
  options: { hasLegacyInjected: boolean; isAnnounced(rdns: string): boolean },
): AdapterConnector[] {
  const listed = connectors.map((c) => toAdapterConnector(c, c.type === 'injected' && options.isAnnounced(c.id)))
  const announced = new Set(listed.filter((c) => c.type === 'ANNOUNCED').map((c) => c.info?.rdns ?? c.id))
  const seen = new Set<string>()
  return listed.filter((c) => {
    if (c.type === 'INJECTED') return options.hasLegacyInjected && announced.size === 0
    const key = c.info?.rdns ?? c.id
    if (c.type !== 'ANNOUNCED' && announced.has(key)) return false
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
