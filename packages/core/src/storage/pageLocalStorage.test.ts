// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createKitStorage } from './createKitStorage.ts'
import { pageLocalStorage } from './pageLocalStorage.ts'

const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')

/** What Chromium does in a cross-site iframe with third-party storage blocked: reading `localStorage` throws. */
function denyLocalStorage(): void {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
    },
  })
}

afterEach(() => {
  if (own) Object.defineProperty(globalThis, 'localStorage', own)
})

describe('pageLocalStorage', () => {
  it('is the page’s localStorage where the browser allows it', () => {
    expect(pageLocalStorage()).toBe(localStorage)
  })

  it('is undefined where reading localStorage throws, and the kit’s storage then keeps to memory', () => {
    denyLocalStorage()
    expect(() => localStorage).toThrow(/localStorage/)
    expect(pageLocalStorage()).toBeUndefined()
    const storage = createKitStorage()
    storage.setWallet({ id: 'io.metamask', name: 'MetaMask' })
    expect(storage.getWallet()).toEqual({ id: 'io.metamask', name: 'MetaMask' })
  })
})
