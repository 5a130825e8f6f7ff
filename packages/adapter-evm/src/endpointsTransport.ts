import type { RpcEndpoint } from '@gangway/core'
import type { HttpTransportConfig } from 'viem'
import { http, type Transport } from 'wagmi'

/** The endpoints of one chain now (core's `rpcEndpoints`: the site's `customRpcUrls`, then the Gangway server). */
export type EndpointsOf = () => readonly RpcEndpoint[]

type Fallback = typeof import('wagmi').fallback

/**
 * viem's `fallback`, loaded when a chain first has several endpoints (the site set `customRpcUrls`): a page
 * whose chains each have one endpoint — the Gangway server's — never loads it. One per adapter.
 */
export type FallbackLoader = {
  /** `fallback` once loaded. */
  current(): Fallback | undefined
  /** Loads it (once). */
  load(): Promise<Fallback>
}

export function createFallbackLoader(): FallbackLoader {
  let fallback: Fallback | undefined
  let loading: Promise<Fallback> | undefined
  return {
    current: () => fallback,
    load: () =>
      (loading ??= import('./fallbackTransport.ts').then((m) => {
        fallback = m.fallback
        return m.fallback
      })),
  }
}

/**
 * A viem transport over `endpoints`, read at every request: viem's `http` for one, `fallback` for several (in
 * order). wagmi makes its transports when the adapter is constructed, before the kit has said which server it
 * uses; reading the endpoints per request lets `setup` point a chain at the kit's server without a new config.
 * `fallback` comes from `fallbacks` (loaded once a chain has several endpoints — the adapter starts that at
 * construction for its own `customRpcUrls` and awaits it in `setup` for the kit's): a request waits for it; a
 * client wagmi makes before it has loaded describes itself as the first endpoint's `http` transport (same
 * retry settings), as one made before `setup` already did, while its requests go through `fallback`.
 */
export function endpointsTransport(endpoints: EndpointsOf, fallbacks: FallbackLoader): Transport {
  return (params) => {
    let key: string | undefined
    let current: ReturnType<Transport> | undefined
    const inner = (): ReturnType<Transport> => {
      const list = endpoints()
      const fallback = fallbacks.current()
      // several endpoints before `fallback` has loaded: the first one's transport, made again once it has
      const next = list.length > 1 && !fallback ? undefined : list.map((e) => e.url).join(' ')
      if (current === undefined || next !== key) {
        const each = list.map((e) => http(e.url, e.config as HttpTransportConfig | undefined))
        current = (each.length === 1 || !fallback ? (each[0] as Transport) : fallback(each))(params)
        key = next
      }
      return current
    }
    const first = inner()
    const request = (async (args, options) => {
      if (endpoints().length > 1 && !fallbacks.current()) await fallbacks.load()
      return inner().request(args, options)
    }) as typeof first.request
    return { ...first, request }
  }
}
