import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { enViews } from './enViews.ts'

const SRC = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/**
 * What renders before `enViews.ts` is loaded: everything but the views' folders, and Connect's (the views
 * other than Connect load their words first, `viewRegistry.ts`). The i18n folder holds the catalogs.
 */
const upFront = sources(SRC).filter((path) => {
  const at = relative(SRC, path)
  if (at.startsWith('i18n/') || at.startsWith('test/')) return false
  return !at.startsWith('views/') || at.startsWith('views/Connect/') || !at.slice('views/'.length).includes('/')
})

describe('the English catalog in two parts (issue 38)', () => {
  it('splits the keys without overlap', () => {
    const first = new Set(Object.keys(en))
    expect(Object.keys(enViews).filter((key) => first.has(key))).toEqual([])
  })

  it('the buttons, the dialog frame and Connect use only words of the first part', () => {
    expect(upFront.length).toBeGreaterThan(20)
    const later = Object.keys(enViews)
    const uses = upFront.flatMap((path) => {
      const code = readFileSync(path, 'utf8')
      return later.filter((key) => code.includes(`'${key}'`)).map((key) => `${relative(SRC, path)}: ${key}`)
    })
    expect(uses).toEqual([])
  })

  it('the snackbar texts of the views’ part are core’s own English messages (shown until that part loads)', () => {
    const core = sources(join(SRC, '../../core/src')).map((path) => readFileSync(path, 'utf8'))
    const snacks = Object.entries(enViews).filter(([key]) => key.startsWith('snack.'))
    expect(snacks.length).toBeGreaterThan(10)
    const differing = snacks.filter(([key, text]) => {
      const code = key.slice('snack.'.length)
      // a core file that names the code also writes the same words
      return !core.some((source) => new RegExp(`\\b${code}\\b`).test(source) && source.includes(`'${text}'`))
    })
    expect(differing).toEqual([])
  })
})
