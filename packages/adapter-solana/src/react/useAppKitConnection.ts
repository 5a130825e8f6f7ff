import { type CaipNetwork, modal, useAppKitNetwork } from '@gangway/react'
import type { Connection } from '@solana/web3.js'
import { useEffect, useState } from 'react'
import { SolanaAdapter } from '../SolanaAdapter.ts'

/**
 * AppKit's `useAppKitConnection` (from `@reown/appkit-adapter-solana/react`): a `@solana/web3.js` `Connection`
 * on the active Solana network's RPC — for a built-in network the Gangway server's `/v1` proxy (never a vendor
 * host), for a network of the site's own its `rpcUrls.default.http[0]` — with the adapter's
 * `connectionSettings` (commitment, HTTP headers). `undefined` until web3.js is loaded and while the site has no
 * Solana network.
 *
 * `@solana/web3.js` (1.x) is an optional peer dependency: only this hook loads it (a dynamic `import()`), so
 * a site that never calls it neither installs nor ships it. Subscriptions (websocket) go to the network's
 * `rpcUrls.default.webSocket` when it has one; the Gangway server's proxy is HTTP only — poll
 * (`getSignatureStatuses`) rather than subscribe there.
 */
export function useAppKitConnection(): { connection: Connection | undefined } {
  const { caipNetwork } = useAppKitNetwork({ namespace: 'solana' })
  const network = caipNetwork?.chainNamespace === 'solana' ? caipNetwork : undefined
  const http = network?.rpcUrls.default.http[0]
  const ws = network ? webSocketOf(network) : undefined
  const adapter = modal?.kit.adapters.get('solana')
  const settings = adapter instanceof SolanaAdapter ? adapter.connectionSettings : undefined
  const commitment = settings?.commitment ?? 'confirmed'
  const headers = settings?.httpHeaders
  const [connection, setConnection] = useState<{ key: string; connection: Connection }>()
  const key = JSON.stringify([http, ws, commitment, headers])
  useEffect(() => {
    if (!http) return
    let live = true
    import('@solana/web3.js')
      .then(({ Connection }) => {
        if (!live) return
        const made = new Connection(http, {
          commitment,
          ...(ws ? { wsEndpoint: ws } : {}),
          ...(headers ? { httpHeaders: headers } : {}),
        })
        setConnection({ key, connection: made })
      })
      .catch((error: unknown) => {
        console.error(
          'gangway: useAppKitConnection needs @solana/web3.js (1.x) installed beside @gangway/adapter-solana',
          error,
        )
      })
    return () => {
      live = false
    }
  }, [key, http, ws, commitment, headers])
  return { connection: http && connection?.key === key ? connection.connection : undefined }
}

/**
 * The websocket endpoint: the network's own, else the RPC URL's host and port as ws(s) — web3.js would
 * otherwise try the next port up (on a local Gangway stack, another service's).
 */
function webSocketOf(network: CaipNetwork): string | undefined {
  const own = (network.rpcUrls.default as { webSocket?: readonly string[] }).webSocket?.[0]
  if (own) return own
  const http = network.rpcUrls.default.http[0]
  return http ? http.replace(/^http/, 'ws') : undefined
}
