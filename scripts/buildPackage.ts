import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { legacyResolutionProblems, type PackageManifest } from './legacyResolution.ts'

/**
 * Builds one client package (run from its folder, `npm run build`): `dist/` from scratch with plain `tsc`
 * (`tsconfig.build.json`: ESM + `.d.ts` per source file, ES2022 syntax, ES2021 library). tsc rewrites relative
 * `.ts` imports to `.js` in the JavaScript it emits but keeps them in declarations; they are rewritten here
 * too, so a site's TypeScript of any 5.x version reads the types.
 */
export function rewriteDeclarationImports(source: string): string {
  return source.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2')
}

function filesEndingWith(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesEndingWith(path, ending)
    return path.endsWith(ending) ? [path] : []
  })
}

/**
 * Relative `.ts`/`.tsx` specifiers tsc left in emitted JavaScript (it skips some, e.g. a dynamic `import()`
 * inside a class method): no site could resolve them, so the build fails on any.
 */
export function unrewrittenImports(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?\.tsx?)\1/g)].map((m) => m[2] as string)
}

/**
 * tsc's down-levelling helpers found in emitted JavaScript (`var __classPrivateFieldGet = …` and the like).
 * The packages are built to ES2022 syntax so none is needed; each would be copied into every class's file
 * and into the site's bundle (issue 38: +1.1 KB gz before the dialog opens at ES2021), so the build fails on any.
 */
export function downlevelHelpers(source: string): string[] {
  return [...new Set([...source.matchAll(/\bvar (__[A-Za-z]+) = \(this && this\.\1\)/g)].map((m) => m[1] as string))]
}

export function buildPackage(packageDir: string): void {
  // main/types/typesVersions beside exports (TypeScript's moduleResolution "node"): refused when stale
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageManifest
  const stale = legacyResolutionProblems(manifest)
  if (stale.length > 0) throw new Error(stale.join('\n'))
  const dist = join(packageDir, 'dist')
  rmSync(dist, { recursive: true, force: true })
  const tsc = spawnSync('npx', ['tsc', '-p', join(packageDir, 'tsconfig.build.json')], {
    stdio: 'inherit',
    cwd: packageDir,
  })
  if (tsc.status !== 0) throw new Error(`tsc failed in ${packageDir}`)
  // the emitted JavaScript, each file read once for both checks
  const emitted = filesEndingWith(dist, '.js').map((file) => ({ file, source: readFileSync(file, 'utf8') }))
  const left = emitted.flatMap(({ file, source }) => unrewrittenImports(source).map((s) => `${file}: ${s}`))
  if (left.length > 0) {
    throw new Error(`tsc left .ts import specifiers in ${packageDir}'s JavaScript:\n${left.join('\n')}`)
  }
  const helpers = emitted.flatMap(({ file, source }) => downlevelHelpers(source).map((h) => `${file}: ${h}`))
  if (helpers.length > 0) {
    throw new Error(
      `tsc down-levelled syntax in ${packageDir}'s JavaScript (target below ES2022?):\n${helpers.join('\n')}`,
    )
  }
  for (const file of filesEndingWith(dist, '.d.ts')) {
    const source = readFileSync(file, 'utf8')
    const rewritten = rewriteDeclarationImports(source)
    if (rewritten !== source) writeFileSync(file, rewritten)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildPackage(resolve(process.argv[2] ?? process.cwd()))
}
