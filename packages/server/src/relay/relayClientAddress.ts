import type { IncomingMessage } from 'node:http'
import { isIPv6 } from 'node:net'

/**
 * The address a relay connection counts against for per-address limits: the peer's address, or — behind
 * `trustedProxies` reverse proxies — the address the nearest untrusted hop gave in `X-Forwarded-For`.
 * IPv4-mapped IPv6 is written as IPv4; an IPv6 address counts as its /64 (one subscriber's usual block).
 */
export function relayClientAddress(req: IncomingMessage, trustedProxies = 0): string {
  let address = req.socket.remoteAddress ?? 'unknown'
  if (trustedProxies > 0) {
    const header = req.headers['x-forwarded-for']
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean)
    const forwarded = hops[hops.length - trustedProxies]
    if (forwarded) address = forwarded
  }
  return addressKey(address)
}

export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1] as string
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
