import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { measureBuild } from './sizeBudget.ts'

/** An empty build folder, and a writer of a chunk `assets/<name>.js` that answers its gzip -9 size. */
function buildFolder() {
  const dist = mkdtempSync(join(tmpdir(), 'size-budget-'))
  mkdirSync(join(dist, '.vite'))
  mkdirSync(join(dist, 'assets'))
  const code = (name: string, size: number) => {
    const content = `${name}:${'x'.repeat(size)}`
    writeFileSync(join(dist, 'assets', `${name}.js`), content)
    return gzipSync(content, { level: 9 }).length
  }
  /** The manifest: an entry (with a stylesheet) importing `_shared.js` statically, `dynamicImports` lazily. */
  const manifest = (dynamicImports: string[], chunks: Record<string, object>) => {
    writeFileSync(join(dist, 'assets/index.css'), 'body{}')
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_shared.js'],
          dynamicImports,
          css: ['assets/index.css'],
        },
        '_shared.js': { file: 'assets/shared.js' },
        ...chunks,
      }),
    )
  }
  return { dist, code, manifest }
}

describe('measureBuild', () => {
  it('counts the entry and its static imports up front; dynamic imports and what only they reach are lazy', () => {
    const { dist, code, manifest } = buildFolder()
    const entry = code('index', 900)
    const shared = code('shared', 300)
    const view = code('View', 500)
    const viewOnly = code('viewOnly', 200)
    manifest(['View.tsx'], {
      'View.tsx': { file: 'assets/View.js', isDynamicEntry: true, imports: ['_shared.js', '_viewOnly.js'] },
      '_viewOnly.js': { file: 'assets/viewOnly.js' },
    })

    const report = measureBuild(dist)
    expect(report.upFront).toBe(entry + shared)
    expect(report.upFrontFiles.map((f) => f.file).sort()).toEqual(['assets/index.js', 'assets/shared.js'])
    expect(report.lazy).toBe(view + viewOnly)
    expect(report.lazyFiles).toBe(2)
    expect(report.atConnect).toBe(entry + shared) // no Connect view in this build
  })

  it('at Connect: the up-front chunks plus the Connect view and what it imports statically, each once', () => {
    const { dist, code, manifest } = buildFolder()
    const entry = code('index', 900)
    const shared = code('shared', 300)
    const connect = code('ConnectView', 500)
    const connectOnly = code('connectOnly', 200)
    code('AccountView', 400)
    manifest(['../ui/dist/views/Connect/ConnectView.js', '../ui/dist/views/Account/AccountView.js'], {
      '../ui/dist/views/Connect/ConnectView.js': {
        file: 'assets/ConnectView.js',
        isDynamicEntry: true,
        imports: ['_shared.js', '_connectOnly.js'],
      },
      '_connectOnly.js': { file: 'assets/connectOnly.js' },
      '../ui/dist/views/Account/AccountView.js': { file: 'assets/AccountView.js', isDynamicEntry: true },
    })
    const report = measureBuild(dist)
    expect(report.upFront).toBe(entry + shared)
    expect(report.atConnect).toBe(entry + shared + connect + connectOnly)
  })
})
