import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { relayClientAddress } from './relayClientAddress.ts'

const req = (remoteAddress: string, forwarded?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage

describe('relayClientAddress', () => {
  it('is the peer, unless the peer is a trusted proxy: then the right-most untrusted forwarded address', () => {
    expect(relayClientAddress(req('::ffff:192.0.2.7'))).toBe('192.0.2.7')
    expect(relayClientAddress(req('192.0.2.7', '203.0.113.1'))).toBe('192.0.2.7')
    expect(relayClientAddress(req('10.0.0.1', '203.0.113.1'), ['10.0.0.1'])).toBe('203.0.113.1')
    expect(relayClientAddress(req('10.0.0.1', '6.6.6.6, 203.0.113.1, 10.0.0.2'), ['10.0.0.1', '10.0.0.2'])).toBe(
      '203.0.113.1',
    )
    expect(relayClientAddress(req('10.0.0.1'), ['10.0.0.1'])).toBe('10.0.0.1')
  })

  it('counts IPv6 per /64', () => {
    expect(relayClientAddress(req('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64')
    expect(relayClientAddress(req('2001:db8:1:2:ffff:ffff:ffff:ffff'))).toBe('2001:db8:1:2::/64')
    expect(relayClientAddress(req('2001:db8::1'))).toBe('2001:db8:0:0::/64')
    expect(relayClientAddress(req('::1'))).toBe('0:0:0:0::/64')
  })
})
