import { describe, expect, it } from 'vitest'
import {
  catalogLocale,
  createTranslator,
  loadCatalog,
  loadLocaleTexts,
  loadTranslator,
  loadViewWords,
} from './createTranslator.ts'
import { enViews } from './enViews.ts'
import { de } from './locales/de.ts'

describe('createTranslator', () => {
  it('translates with parameters and falls back to English', async () => {
    const views = () => enViews
    expect(createTranslator('en', undefined, views)('connecting.continueIn', { name: 'Dev' })).toBe('Continue in Dev')
    // the first part is always there; the views' words only once loaded (the registry loads them first)
    expect(createTranslator('en')('modal.close')).toBe('Close')
    expect(createTranslator('en')('connecting.continueIn')).toBe('connecting.continueIn')
    expect((await loadTranslator('de-AT'))('account.disconnect')).toBe('Trennen')
    expect((await loadTranslator('xx'))('account.disconnect')).toBe('Disconnect')
    expect(createTranslator('de', { 'modal.close': 'Zu' }, views)('account.disconnect')).toBe('Disconnect')
    expect(await loadViewWords()).toBe(enViews)
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
