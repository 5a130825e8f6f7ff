import { describe, expect, it } from 'vitest'
import { frameAncestors } from './frameAncestors.ts'

describe('frameAncestors', () => {
  it('turns allowed origins into a CSP frame-ancestors value', () => {
    expect(frameAncestors(['*', 'https://a.test'])).toBe('*')
    expect(frameAncestors([])).toBe("'none'")
    expect(frameAncestors(['https://app.example.com', 'https://*.example.com'])).toBe(
      'https://app.example.com https://*.example.com',
    )
    expect(frameAncestors(['localhost'])).toContain('http://localhost:* https://localhost:* http://127.0.0.1:*')
    expect(frameAncestors(['shop.test'])).toBe('http://shop.test:* https://shop.test:*')
    expect(frameAncestors(["evil.test; script-src 'unsafe-inline'"])).toBe("'none'")
  })
})
