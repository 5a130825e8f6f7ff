import { describe, expect, it } from 'vitest'
import { emailKey, normalizeEmail } from './normalizeEmail.ts'

describe('normalizeEmail (issue 33 item 4: one key for the e-mail login and social linking)', () => {
  it('folds ASCII case and trims; maps the domain as IDNA', () => {
    expect(normalizeEmail('  Alice@Example.COM ')).toBe('alice@example.com')
    expect(normalizeEmail('bob@MÜNCHEN.de')).toBe('bob@münchen.de')
    expect(normalizeEmail('bob@xn--mnchen-3ya.de')).toBe('bob@münchen.de')
    const hundred = `${'v'.repeat(60)}@${'a'.repeat(27)}.example.com`
    expect(normalizeEmail(`${hundred}.evil.io`)).toBe(`${hundred}.evil.io`)
  })

  it('never shortens, never folds a local part with Unicode rules', () => {
    // the Kelvin sign K (U+212A) lower-cases to an ASCII k: refused, not folded
    expect(emailKey('\u212Aelly@example.com')).toBeNull()
    expect(emailKey('jos\u00e9@example.com')).toBeNull()
    expect(emailKey(`${'a'.repeat(65)}@example.com`)).toBeNull()
    expect(emailKey(`${'h'.repeat(64)}@${'d'.repeat(200)}.example.com`)).toBeNull()
    expect(emailKey('kelly@exa mple.com')).toBeNull()
    expect(emailKey('kelly@xn--zz.com')).toBeNull()
    expect(emailKey('kelly@[127.0.0.1]')).toBeNull()
    expect(() => normalizeEmail('\u212Aelly@example.com')).toThrow('Invalid email')
    expect(() => normalizeEmail(5)).toThrow('Invalid email')
  })
})
