import { describe, expect, it } from 'vitest'
import { walletDeepLink } from './walletDeepLink.ts'

describe('walletDeepLink', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=k'
  it('uses a native scheme with wc?uri=', () => {
    expect(walletDeepLink({ mobile_link: 'metamask://', desktop_link: null }, uri)).toBe(
      `metamask://wc?uri=${encodeURIComponent(uri)}`,
    )
  })
  it('uses a universal link with /wc?uri=', () => {
    expect(walletDeepLink({ mobile_link: 'https://rnbwapp.com/', desktop_link: null }, uri)).toBe(
      `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`,
    )
  })
  it('falls back to the web app', () => {
    expect(walletDeepLink({ mobile_link: null, desktop_link: null, webapp_link: 'https://app.wallet.test' }, uri)).toBe(
      `https://app.wallet.test/wc?uri=${encodeURIComponent(uri)}`,
    )
  })
  it('answers nothing without a link', () => {
    expect(walletDeepLink({ mobile_link: null, desktop_link: null }, uri)).toBeUndefined()
  })
})
