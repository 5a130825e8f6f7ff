import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.ts'

describe('isOriginAllowed', () => {
  it.each([
    ['https://app.example.com', ['https://*.example.com'], true],
    ['https://a.b.example.com', ['https://*.example.com'], true],
    ['https://example.com', ['https://*.example.com'], false],
    ['http://app.example.com', ['https://*.example.com'], false],
    ['https://app.example.com:8443', ['https://*.example.com'], false],
    ['https://app.example.com:8443', ['https://app.example.com:8443'], true],
    ['https://evil-example.com', ['https://*.example.com'], false],
    ['https://example.com.evil.io', ['https://*.example.com'], false],
    ['http://localhost:5173', ['localhost'], true],
    ['http://127.0.0.1:1', ['localhost'], true],
    ['http://[::1]:3000', ['localhost'], true],
    ['https://localhost.evil.io', ['localhost'], false],
    ['http://shop.test:3000', ['shop.test'], true],
    ['https://anything.io', ['*'], true],
    ['null', ['https://*.example.com'], false],
    ['https://app.example.com', [], false],
  ])('%s with %j → %s', (origin, allowed, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected)
  })
})
