import { isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

const unmap = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/** An IPv6 address's /64 network (one host usually owns a whole /64), else the address itself. */
function limitKey(address: string): string {
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

/**
 * The address a request counts against for per-IP limits: the peer's address — or, when the peer is one
 * of `trustedProxies`, the nearest address in `X-Forwarded-For` that is not a trusted proxy (proxies append
 * the address they saw, so the right-most untrusted entry is the one no client could forge). IPv6 counts
 * per /64.
 */
export function clientIp(c: Context, trustedProxies: readonly string[]): string {
  let peer: string
  try {
    peer = unmap(getConnInfo(c).remote.address ?? 'unknown')
  } catch {
    peer = 'unknown' // not served by Node (in-process app.request in tests)
  }
  if (!trustedProxies.includes(peer)) return limitKey(peer)
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => unmap(a.trim()))
    .filter(Boolean)
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const address = forwarded[i] as string
    if (!trustedProxies.includes(address)) return limitKey(address)
  }
  return limitKey(forwarded[0] ?? peer)
}
