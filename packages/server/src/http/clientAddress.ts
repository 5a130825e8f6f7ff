import { isIPv6 } from 'node:net'

const unmap = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * The address a caller counts against for per-address limits (HTTP API and relay alike): the peer's
 * address — or, when the peer is one of `trustedProxies`, the right-most address in `X-Forwarded-For` that
 * is not a trusted proxy (proxies append the address they saw, so that one no client could forge).
 * IPv4-mapped IPv6 counts as IPv4, other IPv6 per /64 (one subscriber's usual block).
 */
export function clientAddress(
  peerAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: readonly string[],
): string {
  const peer = unmap(peerAddress ?? 'unknown')
  if (!trustedProxies.includes(peer)) return addressKey(peer)
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((a) => unmap(a.trim()))
    .filter(Boolean)
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const address = forwarded[i] as string
    if (!trustedProxies.includes(address)) return addressKey(address)
  }
  return addressKey(forwarded[0] ?? peer)
}

/** An IPv6 address's /64 network, else the address itself. */
export function addressKey(address: string): string {
  if (!address.includes(':') || !isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}
