import type { RpcEndpoint } from '@gangway/core'
import type { HttpTransportConfig } from 'viem'
import { fallback, http, type Transport } from 'wagmi'

/** The endpoints of one chain now (core's `rpcEndpoints`: the site's `customRpcUrls`, then the Gangway server). */
export type EndpointsOf = () => readonly RpcEndpoint[]

/**
 * A viem transport over `endpoints`, read at every request: viem's `http` for one, `fallback` for several (in
 * order). wagmi makes its transports when the adapter is constructed, before the kit has said which server it
 * uses; reading the endpoints per request lets `setup` point a chain at the kit's server without a new config.
 */
export function endpointsTransport(endpoints: EndpointsOf): Transport {
  return (params) => {
    let key: string | undefined
    let current: ReturnType<Transport> | undefined
    const inner = (): ReturnType<Transport> => {
      const list = endpoints()
      const next = list.map((e) => e.url).join(' ')
      if (current === undefined || next !== key) {
        const each = list.map((e) => http(e.url, e.config as HttpTransportConfig | undefined))
        current = (each.length === 1 ? (each[0] as Transport) : fallback(each))(params)
        key = next
      }
      return current
    }
    const first = inner()
    return { ...first, request: ((args, options) => inner().request(args, options)) as typeof first.request }
  }
}
