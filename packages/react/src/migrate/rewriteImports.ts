import { type AppKitMap, moveSpecifier } from './appkitMap.ts'

/** Something in a file `gangway-migrate` left for the site to look at. */
export type Leftover = { line: number; specifier: string; why: string }

/**
 * The module specifiers of JavaScript/TypeScript source: `import … from 'x'`, `import 'x'`, `export … from
 * 'x'`, `import('x')`, `require('x')`, `import type`, `declare module 'x'` and `jest.mock('x')`/`vi.mock('x')`.
 * Group 1 is the text before the quote, 2 the quote, 3 the specifier.
 */
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bdeclare\s+module\s+|\b(?:jest|vi)\.mock\s*\(\s*)(['"])(@reown\/[^'"\s]+)\2/g

/**
 * Rewrites a source file's `@reown/*` specifiers by the map. Answers the new text and what was left: a
 * specifier with no Gangway counterpart (why), one whose package is not published yet, one the map does not
 * know, and any other `@reown/` mention (a config string, a comment) the specifier forms did not cover.
 */
export function rewriteImports(source: string, map: AppKitMap): { text: string; moved: number; leftovers: Leftover[] } {
  const leftovers: Leftover[] = []
  let moved = 0
  const lineOf = (index: number) => source.slice(0, index).split('\n').length
  const handled = new Set<number>()
  const text = source.replace(SPECIFIER, (match, before: string, quote: string, specifier: string, index: number) => {
    handled.add(index + before.length + 1)
    const move = moveSpecifier(map, specifier)
    if (move.kind === 'moved') {
      moved++
      return `${before}${quote}${move.to}${quote}`
    }
    const why =
      move.kind === 'pending'
        ? `${move.to} is not published yet`
        : move.kind === 'unsupported'
          ? move.reason
          : 'not one of AppKit’s public entries Gangway maps (appkit-map.json)'
    leftovers.push({ line: lineOf(index), specifier, why })
    return match
  })
  for (const other of source.matchAll(/@reown\/[\w./-]*/g)) {
    if (handled.has(other.index)) continue
    leftovers.push({
      line: lineOf(other.index),
      specifier: other[0],
      why: 'a mention outside an import (config, string or comment)',
    })
  }
  return { text, moved, leftovers: leftovers.sort((a, b) => a.line - b.line) }
}
