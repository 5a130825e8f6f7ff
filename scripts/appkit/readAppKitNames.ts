import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'

/** One AppKit entry's public names, split as a site meets them: values (run-time) and types only. */
export type AppKitEntryNames = { values: string[]; types: string[] }

type PackageJson = {
  name: string
  version: string
  types?: string
  typings?: string
  exports?: Record<string, string | Record<string, string | Record<string, string>>>
}

/** The `.d.ts` file of each entry (`exports` subpath, or `types` when `exports` is empty) of an installed package. */
export function entryDeclarations(packageDir: string): Map<string, string> {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageJson
  const entries = new Map<string, string>()
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (subpath.endsWith('.json') || subpath.includes('*')) continue
    const types = typeof target === 'string' ? undefined : pickTypes(target)
    if (types) entries.set(`${pkg.name}${subpath.slice(1)}`, resolve(packageDir, types))
  }
  const rootTypes = pkg.types ?? pkg.typings
  if (!entries.has(pkg.name) && rootTypes) entries.set(pkg.name, resolve(packageDir, rootTypes))
  return entries
}

function pickTypes(target: Record<string, unknown>): string | undefined {
  if (typeof target.types === 'string') return target.types
  for (const value of Object.values(target)) {
    if (value && typeof value === 'object') {
      const nested = pickTypes(value as Record<string, unknown>)
      if (nested) return nested
    }
  }
  return undefined
}

/**
 * Reads the exported names of `.d.ts` entry files with the TypeScript checker (re-exports followed through the
 * installed dependencies). A name whose symbol carries a value (function, class, const, enum, namespace with
 * members) is a value; the rest are types.
 */
export function readEntryNames(files: Map<string, string>): Map<string, AppKitEntryNames> {
  const program = ts.createProgram([...files.values()], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const result = new Map<string, AppKitEntryNames>()
  for (const [specifier, file] of files) {
    const source = program.getSourceFile(file)
    if (!source) throw new Error(`${specifier}: ${file} not read`)
    const symbol = checker.getSymbolAtLocation(source)
    // an empty entry file (no import or export) is no module: it exports nothing
    if (!symbol && source.statements.length === 0) {
      result.set(specifier, { values: [], types: [] })
      continue
    }
    if (!symbol) throw new Error(`${specifier}: ${file} has no module symbol`)
    const values: string[] = []
    const types: string[] = []
    for (const exported of checker.getExportsOfModule(symbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const typeOnly = isTypeOnlyExport(exported, checker)
      if (!typeOnly && target.flags & ts.SymbolFlags.Value) values.push(exported.getName())
      else types.push(exported.getName())
    }
    result.set(specifier, { values: values.sort(byName), types: types.sort(byName) })
  }
  return result
}

function isTypeOnlyExport(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  let current: ts.Symbol | undefined = symbol
  const seen = new Set<ts.Symbol>()
  while (current && current.flags & ts.SymbolFlags.Alias && !seen.has(current)) {
    seen.add(current)
    if (current.declarations?.some((d) => ts.isTypeOnlyExportDeclaration(d) || isTypeOnlyImportOrExport(d)))
      return true
    current = checker.getImmediateAliasedSymbol(current)
  }
  return false
}

function isTypeOnlyImportOrExport(node: ts.Node): boolean {
  if (ts.isExportSpecifier(node)) return node.isTypeOnly || node.parent.parent.isTypeOnly
  if (ts.isImportSpecifier(node)) return node.isTypeOnly || !!node.parent.parent.isTypeOnly
  if (ts.isExportDeclaration(node)) return node.isTypeOnly
  if (ts.isNamespaceExport(node)) return node.parent.isTypeOnly
  return false
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b)

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2)
  const out: Record<string, AppKitEntryNames & { version: string }> = {}
  for (const dir of dirs) {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson
    if (!existsSync(dir)) throw new Error(dir)
    for (const [specifier, names] of readEntryNames(entryDeclarations(dir))) out[specifier] = { version: pkg.version, ...names }
  }
  console.log(JSON.stringify(out, null, 1))
  void dirname
}
