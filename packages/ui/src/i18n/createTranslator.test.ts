import { describe, expect, it } from 'vitest'
import { createTranslator } from './createTranslator.ts'
import { de } from './de.ts'
import { en } from './en.ts'

describe('createTranslator', () => {
  it('translates with parameters and falls back to English', () => {
    expect(createTranslator('en')('connecting.continueIn', { name: 'Dev' })).toBe('Continue in Dev')
    expect(createTranslator('de-AT')('account.disconnect')).toBe('Trennen')
    expect(createTranslator('xx')('account.disconnect')).toBe('Disconnect')
  })

  it('has every English key in every locale, with the same placeholders', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(de[key], key).toBeTruthy()
      expect(de[key].match(/\{\w+\}/g) ?? [], key).toEqual(en[key].match(/\{\w+\}/g) ?? [])
    }
  })
})
