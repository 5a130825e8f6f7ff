import { describe, expect, it } from 'vitest'
import { devInboxAccess, isLoopbackHost } from './devMailRoutes.ts'

describe('devInboxAccess (issue 33 item 10)', () => {
  it('serves the dev inbox openly on loopback binds only; elsewhere with a token or not at all', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true)
      expect(devInboxAccess(host, undefined)).toBe('open')
    }
    for (const host of ['0.0.0.0', '::', '[::]', '192.168.1.10', '10.0.0.1', 'example.com', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false)
      expect(devInboxAccess(host, undefined)).toBe('off')
      expect(devInboxAccess(host, 'a-token-of-16-chars')).toBe('token')
    }
  })
})
