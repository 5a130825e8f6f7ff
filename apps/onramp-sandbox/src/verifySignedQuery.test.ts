import { describe, expect, it } from 'vitest'
import { signWidgetUrl } from './testing/signWidgetUrl.ts'
import { verifySignedQuery } from './verifySignedQuery.ts'

const SECRET = 'test-secret'
const params = { purchaseId: 'p1', account: 'eip155:1:0x0000000000000000000000000000000000000001', note: 'a b&c=d/é' }
const searchOf = (url: string) => url.slice(url.indexOf('?'))

describe('verifySignedQuery', () => {
  it('accepts a query signed with the shared secret and answers its parameters', () => {
    const search = searchOf(signWidgetUrl('http://x', params, SECRET))
    expect(Object.fromEntries(verifySignedQuery(search, SECRET) ?? [])).toEqual(params)
  })

  it('refuses another secret, a changed value, an added parameter, no signature, a signature not last', () => {
    const search = searchOf(signWidgetUrl('http://x', params, SECRET))
    expect(verifySignedQuery(search, 'other-secret')).toBeUndefined()
    expect(verifySignedQuery(search.replace('purchaseId=p1', 'purchaseId=p2'), SECRET)).toBeUndefined()
    expect(verifySignedQuery(search.replace('?', '?extra=1&'), SECRET)).toBeUndefined()
    expect(verifySignedQuery(search.slice(0, search.indexOf('&signature=')), SECRET)).toBeUndefined()
    expect(verifySignedQuery(`${search}&more=1`, SECRET)).toBeUndefined()
    expect(verifySignedQuery('', SECRET)).toBeUndefined()
    expect(verifySignedQuery(search, '')).toBeUndefined()
  })

  it('refuses a signature with extra characters, a bad escape, or a signature parameter inside the signed part', () => {
    const search = searchOf(signWidgetUrl('http://x', params, SECRET))
    expect(verifySignedQuery(`${search}%20`, SECRET)).toBeUndefined()
    expect(verifySignedQuery(`${search}!`, SECRET)).toBeUndefined()
    expect(verifySignedQuery(`${search.slice(0, -3)}%ZZ`, SECRET)).toBeUndefined()
    const twice = searchOf(signWidgetUrl('http://x', { ...params, signature: 'x' }, SECRET))
    expect(verifySignedQuery(twice, SECRET)).toBeUndefined()
  })
})
