/** The local Gangway server's relay: where an adapter used without a kit pairs unless told otherwise. */
export const DEFAULT_RELAY_URL = 'ws://localhost:4000/relay'

/**
 * The relay of a Gangway server: `http(s)://host/…` → `ws(s)://host/relay`. A file of its own: the kit's start
 * needs it, and `createWalletConnectProvider` (with `keepWalletConnectLocal`) then stays in the WalletConnect
 * session's chunk, which a page that never pairs does not load.
 */
export function relayUrlOf(apiUrl: string): string {
  const url = new URL(apiUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/relay`
  url.search = ''
  return url.toString()
}
