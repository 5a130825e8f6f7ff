import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { downlevelHelpers, rewriteDeclarationImports, unrewrittenImports } from './buildPackage.ts'

describe('rewriteDeclarationImports', () => {
  it('rewrites relative .ts/.tsx specifiers of declarations to .js, and nothing else', () => {
    const source = [
      "export { a } from './a.ts';",
      "export type { B } from '../b/B.tsx';",
      'import type { C } from "./c.ts";',
      "type D = import('./d.ts').D;",
      "export * from 'zod/mini';",
      "import type { E } from '@gangway/core';",
      "export declare const f = 'not/a/path.ts';",
    ].join('\n')
    expect(rewriteDeclarationImports(source)).toBe(
      [
        "export { a } from './a.js';",
        "export type { B } from '../b/B.js';",
        'import type { C } from "./c.js";',
        "type D = import('./d.js').D;",
        "export * from 'zod/mini';",
        "import type { E } from '@gangway/core';",
        "export declare const f = 'not/a/path.ts';",
      ].join('\n'),
    )
  })
})

describe('unrewrittenImports', () => {
  it('finds relative .ts/.tsx specifiers left in emitted JavaScript, static or dynamic', () => {
    expect(unrewrittenImports(`const m = await import('./headless.ts');\nimport { a } from "../x.tsx";`)).toEqual([
      './headless.ts',
      '../x.tsx',
    ])
    expect(unrewrittenImports(`import("./headless.js"); import x from 'pkg.ts'; const s = './a.ts'`)).toEqual([])
  })
})

describe('downlevelHelpers', () => {
  const emit = (configFile: string) => {
    const { config } = ts.readConfigFile(configFile, ts.sys.readFile)
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, '.')
    const source = 'export class A { #n = 1; static s = 2; get n() { return this.#n } #bump() { this.#n++ } }'
    return ts.transpileModule(source, { compilerOptions: options }).outputText
  }

  it("finds the class-field helpers tsc writes below ES2022, and none at the packages' target", () => {
    const published = emit('tsconfig.package.json')
    expect(downlevelHelpers(published)).toEqual([])
    expect(published).toContain('#n = 1')
    const es2021 = ts.transpileModule('export class A { #n = 1; get n() { return this.#n } }', {
      compilerOptions: { target: ts.ScriptTarget.ES2021, module: ts.ModuleKind.ESNext },
    }).outputText
    expect(downlevelHelpers(es2021)).toEqual(['__classPrivateFieldGet'])
  })
})
