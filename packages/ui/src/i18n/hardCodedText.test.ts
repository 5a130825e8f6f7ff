import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/** The folders whose components render what a visitor reads. */
const FOLDERS = ['views', 'components', 'modal', 'buttons']
/** Attributes a visitor reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
])
const LETTER = /\p{L}/u

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => join(dir, f))
}

/**
 * What a component would show without the catalogue: JSX text with letters, a string literal (or the fixed
 * part of a template literal) with letters inside a JSX child expression — `{cond ? 'Yes' : 'No'}` — or as
 * the value of an attribute people read (`aria-label="Close"`). String literals compared with `===`/`!==`
 * (states, codes), `className`s and `t('key')` arguments are not shown, so not reported.
 */
export function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const at = (node: ts.Node, text: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`)
  const shownLiteral = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) return // t('key'), text('key'), format.fiat(…) — their arguments are not shown
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind
      if (
        op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
        op === ts.SyntaxKind.EqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsToken
      )
        return
    }
    if (ts.isElementAccessExpression(node)) return // LABELS['send'] reads a table, it shows its value
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && LETTER.test(node.text))
      at(node, node.text)
    if (ts.isTemplateExpression(node)) {
      const fixed = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
      if (LETTER.test(fixed)) at(node, node.getText())
    }
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      visit(node)
      return
    }
    ts.forEachChild(node, shownLiteral)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) at(node, node.text)
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText()
      const value = node.initializer
      if (!READ_ATTRIBUTES.has(name) || !value) return
      if (ts.isStringLiteral(value)) {
        if (LETTER.test(value.text)) at(value, `${name}="${value.text}"`)
      } else if (ts.isJsxExpression(value) && value.expression) shownLiteral(value.expression)
      return
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      shownLiteral(node.expression)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('no hard-coded visible text in the dialog', () => {
  it('every text a view, component, the modal or a button shows comes from the catalogue', () => {
    const root = join(import.meta.dirname, '..')
    const found = FOLDERS.flatMap((folder) => tsxFiles(join(root, folder))).flatMap((file) =>
      hardCodedTexts(file).map((hit) => `${relative(root, file)}:${hit}`),
    )
    expect(found).toEqual([])
  })

  it('catches what it is for', () => {
    const file = join(import.meta.dirname, '../test/hardCodedText.fixture.tsx')
    expect(hardCodedTexts(file)).toEqual([
      '3: Hello',
      '4: aria-label="Close"',
      '5: Sent',
      // the template literal `${n} items`, spelled so that no string here holds a template placeholder
      '6: `$' + '{n} items`',
      '7: Open',
    ])
  })
})
