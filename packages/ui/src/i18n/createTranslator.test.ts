import { describe, expect, it } from 'vitest'
import { catalogLocale, createTranslator, loadCatalog, loadLocaleTexts, loadTranslator } from './createTranslator.ts'
import { de } from './locales/de.ts'

describe('createTranslator', () => {
  it('translates with parameters and falls back to English', async () => {
    expect(createTranslator('en')('connecting.continueIn', { name: 'Dev' })).toBe('Continue in Dev')
    expect((await loadTranslator('de-AT'))('account.disconnect')).toBe('Trennen')
    expect((await loadTranslator('xx'))('account.disconnect')).toBe('Disconnect')
    expect(createTranslator('de', { 'modal.close': 'Zu' })('account.disconnect')).toBe('Disconnect')
  })

  it('loads a language on demand: its texts, core and features, from its own file', async () => {
    expect(catalogLocale('de-CH')).toBe('de')
    expect(catalogLocale('en')).toBeUndefined()
    expect(catalogLocale('en-GB')).toBeUndefined()
    expect(await loadLocaleTexts('de')).toBe(de)
    expect(await loadCatalog('de')).toBe(de.core)
    expect(await loadCatalog('xx')).toBeUndefined()
  })
})
