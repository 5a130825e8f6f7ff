import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * Reads the public names of Reown AppKit's packages from their published `.d.ts` files, for
 * packages/react/appkit-names.json. Names and types only: nothing of AppKit's code is copied anywhere.
 *
 * The packages are installed in a scratch folder OUTSIDE the repo (never committed), one folder per package
 * so each resolves its own exact dependencies (see scripts/README.md, "AppKit's public names"):
 *
 *   for p in appkit@1.8.0 appkit-adapter-wagmi@1.8.0 …; do
 *     mkdir -p $SCRATCH/${p%@*} && (cd $SCRATCH/${p%@*} && echo '{}' > package.json &&
 *       npm install --ignore-scripts --legacy-peer-deps @reown/$p)
 *   done
 *   npx tsx scripts/appkit/readAppKitNames.ts $SCRATCH
 *
 * Each package's version must be the one of APPKIT_PACKAGES (its last Apache-2.0 release: 1.8.0 where it was
 * published, else the last before 1.8.1), and its licence Apache-2.0; anything else stops the script.
 */
export const APPKIT_PACKAGES: Record<string, string> = {
  '@reown/appkit': '1.8.0',
  '@reown/appkit-adapter-wagmi': '1.8.0',
  '@reown/appkit-adapter-ethers': '1.8.0',
  '@reown/appkit-adapter-solana': '1.8.0',
  '@reown/appkit-adapter-bitcoin': '1.8.0',
  '@reown/appkit-common': '1.8.0',
  '@reown/appkit-pay': '1.8.0',
  '@reown/appkit-adapter-ethers5': '1.7.10',
  '@reown/appkit-siwx': '1.7.19',
  '@reown/appkit-siwe': '1.7.20',
  '@reown/appkit-universal-connector': '1.7.17',
  '@reown/appkit-experimental': '1.7.12',
}

/** One AppKit entry's public names, split as a site meets them: values (run-time) and types only. */
export type AppKitEntryNames = { values: string[]; types: string[] }

type PackageJson = {
  name: string
  version: string
  license?: string
  types?: string
  typings?: string
  exports?: Record<string, string | Record<string, unknown>>
}

/** The `.d.ts` file of each entry (`exports` subpath, or `types` when `exports` is empty) of an installed package. */
export function entryDeclarations(packageDir: string): Map<string, string> {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageJson
  const entries = new Map<string, string>()
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (subpath.endsWith('.json') || subpath.includes('*')) continue
    const types = typeof target === 'string' ? undefined : typesOf(target)
    if (types) entries.set(`${pkg.name}${subpath.slice(1)}`, resolve(packageDir, types))
  }
  const rootTypes = pkg.types ?? pkg.typings
  if (!entries.has(pkg.name) && rootTypes) entries.set(pkg.name, resolve(packageDir, rootTypes))
  return entries
}

function typesOf(target: Record<string, unknown>): string | undefined {
  if (typeof target.types === 'string') return target.types
  for (const value of Object.values(target)) {
    if (value && typeof value === 'object') {
      const nested = typesOf(value as Record<string, unknown>)
      if (nested) return nested
    }
  }
  return undefined
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b)

/** Whether an export is `export type`/`import type` somewhere along its alias chain (a value exported as a type only). */
function isTypeOnlyExport(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  let current: ts.Symbol | undefined = symbol
  const seen = new Set<ts.Symbol>()
  while (current && current.flags & ts.SymbolFlags.Alias && !seen.has(current)) {
    seen.add(current)
    if (current.declarations?.some(isTypeOnlyDeclaration)) return true
    current = checker.getImmediateAliasedSymbol(current)
  }
  return false
}

function isTypeOnlyDeclaration(node: ts.Node): boolean {
  if (ts.isTypeOnlyExportDeclaration(node)) return true
  if (ts.isExportSpecifier(node)) return node.isTypeOnly || node.parent.parent.isTypeOnly
  if (ts.isImportSpecifier(node)) return node.isTypeOnly || Boolean(node.parent.parent.isTypeOnly)
  if (ts.isNamespaceExport(node)) return node.parent.isTypeOnly
  return false
}

/**
 * Names a module re-exports through `export type * from '…'` (TypeScript 5's type-only star export), also
 * further down `export * from '…'` chains: those are types to a site even when they name a class or function.
 */
function typeOnlyStarNames(file: ts.SourceFile, checker: ts.TypeChecker, seen = new Set<ts.SourceFile>()): Set<string> {
  const names = new Set<string>()
  if (seen.has(file)) return names
  seen.add(file)
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.exportClause || !statement.moduleSpecifier) continue
    const target = checker.getSymbolAtLocation(statement.moduleSpecifier)
    if (!target) continue
    if (statement.isTypeOnly) {
      for (const symbol of checker.getExportsOfModule(target)) names.add(symbol.getName())
      continue
    }
    const declaration = target.valueDeclaration ?? target.declarations?.[0]
    if (declaration && ts.isSourceFile(declaration)) {
      for (const name of typeOnlyStarNames(declaration, checker, seen)) names.add(name)
    }
  }
  return names
}

/**
 * The exported names of `.d.ts` entry files, read with the TypeScript checker (re-exports followed through the
 * installed dependencies). A name whose symbol carries a value (function, class, const, enum, instantiated
 * namespace) and is not exported as a type only is a value; the rest are types.
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
    const typeOnly = typeOnlyStarNames(source, checker)
    for (const exported of checker.getExportsOfModule(symbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const value = target.flags & ts.SymbolFlags.Value && !isTypeOnlyExport(exported, checker)
      // a name the entry file exports itself wins over the same name from a type-only star export
      const explicit = exported.declarations?.some((d) => d.getSourceFile() === source) ?? false
      if (value && (explicit || !typeOnly.has(exported.getName()))) values.push(exported.getName())
      else types.push(exported.getName())
    }
    result.set(specifier, { values: values.sort(byName), types: types.sort(byName) })
  }
  return result
}

/** Checks one installed package: the expected version, Apache-2.0 in package.json and in its LICENSE file. */
function checkedPackage(scratch: string, name: string, version: string): string {
  const dir = join(scratch, name.slice('@reown/'.length), 'node_modules', name)
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`${name}: not installed in ${dir}`)
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson
  if (pkg.version !== version) throw new Error(`${name}: ${pkg.version} installed, ${version} expected`)
  const license = existsSync(join(dir, 'LICENSE')) ? readFileSync(join(dir, 'LICENSE'), 'utf8') : ''
  if (pkg.license !== 'Apache-2.0' || !/Apache License\s+Version 2\.0/.test(license)) {
    throw new Error(`${name}@${version}: not under Apache-2.0 (license ${pkg.license})`)
  }
  return dir
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scratch = resolve(process.argv[2] ?? '')
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  const file = join(root, 'packages/react/appkit-names.json')
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    packages: Record<string, { version: string; license: string }>
    entries: Record<string, AppKitEntryNames>
  }
  const files = new Map<string, string>()
  data.packages = {}
  for (const [name, version] of Object.entries(APPKIT_PACKAGES)) {
    const dir = checkedPackage(scratch, name, version)
    data.packages[name] = { version, license: 'Apache-2.0' }
    for (const [specifier, declaration] of entryDeclarations(dir)) files.set(specifier, declaration)
  }
  data.entries = Object.fromEntries([...readEntryNames(files)].sort(([a], [b]) => byName(a, b)))
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  console.log(`${Object.keys(data.entries).length} entries written to ${file}`)
}
