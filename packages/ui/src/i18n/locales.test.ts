import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadLocaleTexts, SUPPORTED_LOCALES } from './createTranslator.ts'
import { en as enFirst } from './en.ts'
import { enViews } from './enViews.ts'
import type { LocaleTexts } from './LocaleTexts.ts'
import { LOCALE_NAMES } from './localeNames.ts'
import { formatLocale, type LocaleCode, localeDirection, matchLocale } from './locales.ts'

/** Every feature catalog of the views (an export with `feature` and `en`), found by walking `views/`. */
async function featureCatalogs(): Promise<Map<string, Record<string, string>>> {
  const views = join(import.meta.dirname, '../views')
  const files = readdirSync(views, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f),
  )
  const found = new Map<string, Record<string, string>>()
  for (const file of files) {
    for (const value of Object.values(await import(join(views, file)))) {
      const catalog = value as { feature?: unknown; en?: unknown }
      if (catalog && typeof catalog.feature === 'string' && typeof catalog.en === 'object' && catalog.en) {
        expect(found.has(catalog.feature), `feature name ${catalog.feature} used twice`).toBe(false)
        found.set(catalog.feature, catalog.en as Record<string, string>)
      }
    }
  }
  return found
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
/** All of English: the first part and the views' (`enViews.ts`). */
const en = { ...enFirst, ...enViews }

const others = SUPPORTED_LOCALES.filter((code): code is Exclude<LocaleCode, 'en'> => code !== 'en')

/**
 * The catalogue: 20 languages, one of them right-to-left; every English key — the core catalog's and every
 * view's feature catalog's — in every language, with the same placeholders, and no key that English lacks.
 * A failure lists each missing key as `<language> <catalog> <key>`: the list to translate after adding
 * English texts.
 */
describe('the languages', () => {
  it('are 20, Arabic right-to-left, each named in its own language', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(20)
    expect(SUPPORTED_LOCALES.filter((code) => localeDirection(code) === 'rtl')).toEqual(['ar'])
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort())
  })

  it('every English key is translated in every language, with the same placeholders', async () => {
    const features = await featureCatalogs()
    expect([...features.keys()].sort()).toEqual([
      'bitcoin',
      'names',
      'namespaceAccounts',
      'onRamp',
      'pay',
      'smartAccount',
      'wallets',
    ])
    const missing: string[] = []
    const wrong: string[] = []
    const extra: string[] = []
    for (const code of others) {
      const texts = (await loadLocaleTexts(code)) as LocaleTexts
      const check = (catalog: string, english: Record<string, string>, own: Record<string, string | undefined>) => {
        for (const [key, text] of Object.entries(english)) {
          const translated = own[key]
          if (!translated?.trim()) missing.push(`${code} ${catalog} ${key}`)
          else if (placeholders(translated).join() !== placeholders(text).join())
            wrong.push(`${code} ${catalog} ${key}: ${translated}`)
        }
        for (const key of Object.keys(own)) if (!(key in english)) extra.push(`${code} ${catalog} ${key}`)
      }
      check('core', en, texts.core)
      for (const [feature, english] of features)
        check(feature, english, (texts.features as Record<string, Record<string, string>>)[feature] ?? {})
      for (const feature of Object.keys(texts.features))
        if (!features.has(feature)) extra.push(`${code} ${feature} (no such feature)`)
    }
    expect(missing).toEqual([])
    expect(wrong).toEqual([])
    expect(extra).toEqual([])
  })

  it('are translations, not copies of the English', async () => {
    for (const code of others) {
      const core = ((await loadLocaleTexts(code)) as LocaleTexts).core
      const same = Object.entries(en).filter(([key, text]) => core[key as keyof typeof en] === text).length
      // brand names, "{name}" titles and words such as "Swap", "NFTs" or "Token" stay as they are
      expect(same / Object.keys(en).length, code).toBeLessThan(0.2)
    }
  })
})

describe('matchLocale', () => {
  it('answers the language the dialog shows for a tag: exact, Chinese by script or region, base, else English', () => {
    expect(matchLocale('fr-CA')).toBe('fr')
    expect(matchLocale('pt-BR')).toBe('pt')
    expect(matchLocale('ar-EG')).toBe('ar')
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('zh-SG')).toBe('zh-CN')
    expect(matchLocale('zh-Hant-HK')).toBe('zh-TW')
    expect(matchLocale('zh-HK')).toBe('zh-TW')
    expect(matchLocale('ZH-tw')).toBe('zh-TW')
    expect(matchLocale('sw')).toBe('en')
    expect(matchLocale(undefined)).toBe('en')
  })

  it('formats numbers with the tag when it names the language shown, else with the language', () => {
    expect(formatLocale('de-CH', 'de')).toBe('de-CH')
    expect(formatLocale('ar-u-nu-latn', 'ar')).toBe('ar-u-nu-latn')
    expect(formatLocale('sw', 'en')).toBe('en')
    expect(formatLocale(undefined, 'en')).toBe('en')
  })
})
