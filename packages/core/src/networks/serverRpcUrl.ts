/** The Gangway server a kit (and an adapter made before its kit) calls when the site names none: `npm start`'s. */
export const DEFAULT_API_URL = 'http://localhost:4000'

/**
 * A network's default RPC URL (SPEC §7): the Gangway server's JSON-RPC proxy, `{apiUrl}/v1?chainId={CAIP-2
 * id}&projectId={id}` — the operator's server, never a public provider. The server forwards it to the upstream
 * its operator configured for that chain (`RPC_UPSTREAMS`).
 *
 * ```ts
 * serverRpcUrl('eip155:1', { apiUrl: 'https://gangway.example.com', projectId: 'p1' })
 * // 'https://gangway.example.com/v1?chainId=eip155:1&projectId=p1'
 * ```
 */
export function serverRpcUrl(
  caipNetworkId: string,
  params: { apiUrl?: string | undefined; projectId: string },
): string {
  const apiUrl = (params.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '')
  return `${apiUrl}/v1?chainId=${caipNetworkId}&projectId=${encodeURIComponent(params.projectId)}`
}
