import { describe, expect, it } from 'vitest'
import { checkSiteAndTimes } from './checkSiteAndTimes.ts'

const data = {
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:1' as const,
  domain: 'app.example.test',
  uri: 'https://app.example.test/login',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
}
const expectations = { domain: 'app.example.test', now: Date.now(), clockSkewMs: 60_000 }

describe('checkSiteAndTimes', () => {
  it('refuses a URI with userinfo on the site (issue 33 item 13)', () => {
    expect(checkSiteAndTimes(data, expectations)).toEqual({ valid: true })
    for (const uri of [
      'https://victim@app.example.test/login',
      'https://victim:secret@app.example.test/',
      'https://@app.example.test/',
    ]) {
      expect(checkSiteAndTimes({ ...data, uri }, expectations)).toMatchObject({
        valid: false,
        code: 'SIWX_INVALID_MESSAGE',
        reason: 'The URI must not carry a user name or password',
      })
    }
    // an @ in the path is not userinfo
    expect(checkSiteAndTimes({ ...data, uri: 'https://app.example.test/u/@alice' }, expectations)).toEqual({
      valid: true,
    })
  })
})
