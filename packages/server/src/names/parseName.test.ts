import { describe, expect, it } from 'vitest'
import { parseName } from './parseName.ts'

const ZONE = 'gangway.id'

/** SPEC §5's name rule, the zone and the case folding (issue 19). */
describe('parseName', () => {
  it('answers the lowercase label and full name, from a bare label or a full name in any case', () => {
    expect(parseName('alice', ZONE)).toEqual({ label: 'alice', name: 'alice.gangway.id' })
    expect(parseName('Alice', ZONE)).toEqual({ label: 'alice', name: 'alice.gangway.id' })
    expect(parseName('ALICE.Gangway.ID', ZONE)).toEqual({ label: 'alice', name: 'alice.gangway.id' })
    expect(parseName('a-1-b', ZONE).name).toBe('a-1-b.gangway.id')
    expect(parseName('b0b5', 'names.example.org').name).toBe('b0b5.names.example.org')
    expect(parseName('x'.repeat(63), ZONE).label).toHaveLength(63)
  })

  it('refuses 3 characters, underscores, other letters, another zone, more than 63 characters', () => {
    for (const bad of [
      'abc',
      'abc.gangway.id',
      'ab_cd',
      'ab cd',
      'äbcd',
      'alice.eth',
      'a.b.gangway.id',
      '',
      'x'.repeat(64),
    ]) {
      expect(() => parseName(bad, ZONE), bad).toThrow(expect.objectContaining({ code: 'INVALID_NAME', status: 400 }))
    }
    expect(() => parseName('alice.eth', ZONE)).toThrow('Names on this server end in .gangway.id: "alice.eth" does not')
  })
})
