import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIRST_STEPS, STACK_ROWS, stackBanner, stackTable } from './stackBanner.ts'

const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8')

/** The README's "Quick start" table, as written: the lines from its header row to the first non-table line. */
function readmeTable(): string {
  const lines = readme.split('\n')
  const start = lines.findIndex((l) => /^\|\s*Service\s*\|\s*Address\s*\|/.test(l))
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'))
  return lines.slice(start, end).join('\n')
}

describe('the npm start banner and the README', () => {
  it('the README lists exactly the services the banner prints, in its order', () => {
    // on failure: paste stackTable() (the expected text) into the README's Quick start
    expect(readmeTable()).toBe(stackTable())
  })

  it('both say what to do first: the dev wallet and where its approval panel appears', () => {
    expect(FIRST_STEPS[0]).toContain('"Gangway Dev Wallet"; its approval panel appears top right')
    const banner = stackBanner()
    for (const step of FIRST_STEPS) {
      expect(banner).toContain(step)
      expect(readme.replace(/\s+/g, ' ')).toContain(step)
    }
  })

  it('the banner has one line per service, with its address', () => {
    const lines = stackBanner().split('\n')
    for (const row of STACK_ROWS) {
      expect(lines.filter((l) => l.includes(row.what) && l.trimEnd().endsWith(row.address))).toHaveLength(1)
    }
    // the demo's query variants are switched on the page itself, not listed as separate addresses
    expect(stackBanner()).not.toMatch(/\?(solana|bitcoin|multiwallet)=on/)
  })
})
