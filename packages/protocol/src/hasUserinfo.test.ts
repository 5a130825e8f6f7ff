import { describe, expect, it } from 'vitest'
import { hasUserinfo } from './hasUserinfo.ts'

describe('hasUserinfo', () => {
  it('finds a user name, a password or an empty userinfo; an @ in the path or query is not one', () => {
    for (const uri of [
      'https://victim@app.example/',
      'https://a:b@app.example/x',
      'https://@app.example/',
      'http://:@h.test',
    ]) {
      expect(hasUserinfo(uri), uri).toBe(true)
    }
    for (const uri of [
      'https://app.example/u/@alice',
      'https://app.example/?to=a@b.test',
      'https://app.example#@x',
      'nope',
    ]) {
      expect(hasUserinfo(uri), uri).toBe(false)
    }
  })
})
