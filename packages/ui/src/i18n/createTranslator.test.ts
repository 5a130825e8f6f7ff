import { describe, expect, it } from 'vitest'
import { catalogLocale, createTranslator, loadCatalog, loadTranslator, SUPPORTED_LOCALES } from './createTranslator.ts'
import { de } from './de.ts'
import { en } from './en.ts'

describe('createTranslator', () => {
  it('translates with parameters and falls back to English', async () => {
    expect(createTranslator('en')('connecting.continueIn', { name: 'Dev' })).toBe('Continue in Dev')
    expect((await loadTranslator('de-AT'))('account.disconnect')).toBe('Trennen')
    expect((await loadTranslator('xx'))('account.disconnect')).toBe('Disconnect')
    expect(createTranslator('de', { 'modal.close': 'Zu' })('account.disconnect')).toBe('Disconnect')
  })

  it('loads non-English catalogs on demand', async () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'de'])
    expect(catalogLocale('de-CH')).toBe('de')
    expect(catalogLocale('en')).toBeUndefined()
    expect(await loadCatalog('de')).toBe(de)
    expect(await loadCatalog('fr')).toBeUndefined()
  })

  it('has every English key in every locale, with the same placeholders', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(de[key], key).toBeTruthy()
      expect(de[key].match(/\{\w+\}/g) ?? [], key).toEqual(en[key].match(/\{\w+\}/g) ?? [])
    }
  })
})
