// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { EIP4361Messenger } from '../messengers/EIP4361Messenger.ts'
import { siwxTestContext } from '../test/siwxTestContext.ts'
import { siteLocation } from './siteLocation.ts'

declare global {
  interface Window {
    happyDOM: { setURL(url: string): void }
  }
}

describe('siteLocation', () => {
  it("is the page's host and URL when there is a page (before the kit's metadata url)", async () => {
    window.happyDOM.setURL('https://shop.example.com:8443/checkout?step=2')
    expect(siteLocation(siwxTestContext([]))).toEqual({
      domain: 'shop.example.com:8443',
      uri: 'https://shop.example.com:8443/checkout?step=2',
    })
    const message = await new EIP4361Messenger().createMessage({
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:1',
    })
    expect(message.domain).toBe('shop.example.com:8443')
    expect(message.toString()).toMatch(/^shop\.example\.com:8443 wants you to sign in/)
  })

  it('falls back to metadata.url on a page without an http(s) address, and is undefined without either', () => {
    window.happyDOM.setURL('about:blank')
    expect(siteLocation(siwxTestContext([], 'https://app.example.com'))).toEqual({
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
    })
    expect(siteLocation(undefined)).toBeUndefined()
    expect(siteLocation(siwxTestContext([], 'not a url'))).toBeUndefined()
  })
})
