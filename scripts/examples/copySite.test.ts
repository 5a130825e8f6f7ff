import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copySite, pointAtTarballs } from './copySite.ts'

const tarballs = [
  { name: '@gangway/core', tarball: '/packs/gangway-core-0.1.0.tgz' },
  { name: '@gangway/react', tarball: '/packs/gangway-react-0.1.0.tgz' },
]

describe('copySite', () => {
  it('copies the example without installs or builds and points @gangway/* at the tarballs', () => {
    const base = mkdtempSync(join(tmpdir(), 'copy-site-'))
    const example = join(base, 'example')
    mkdirSync(join(example, 'src'), { recursive: true })
    mkdirSync(join(example, 'node_modules/x'), { recursive: true })
    mkdirSync(join(example, 'dist'))
    writeFileSync(join(example, 'src/main.ts'), 'export {}\n')
    writeFileSync(
      join(example, 'package.json'),
      JSON.stringify({ dependencies: { '@gangway/react': '^0.1.0', react: '19.2.9' }, devDependencies: { vite: '8' } }),
    )

    copySite(example, join(base, 'site'), tarballs)

    const site = join(base, 'site')
    expect(readFileSync(join(site, 'src/main.ts'), 'utf8')).toBe('export {}\n')
    expect(existsSync(join(site, 'node_modules'))).toBe(false)
    expect(existsSync(join(site, 'dist'))).toBe(false)
    expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'))).toEqual({
      dependencies: { '@gangway/react': 'file:/packs/gangway-react-0.1.0.tgz', react: '19.2.9' },
      devDependencies: { vite: '8' },
      overrides: {
        '@gangway/core': 'file:/packs/gangway-core-0.1.0.tgz',
        '@gangway/react': 'file:/packs/gangway-react-0.1.0.tgz',
      },
    })
    // the example itself is untouched
    expect(JSON.parse(readFileSync(join(example, 'package.json'), 'utf8')).dependencies['@gangway/react']).toBe(
      '^0.1.0',
    )
  })

  it('points a workspace of a group at the tarballs without overrides (the group root holds them), devDependencies too', () => {
    const site = mkdtempSync(join(tmpdir(), 'copy-site-'))
    writeFileSync(
      join(site, 'package.json'),
      JSON.stringify({ dependencies: { '@gangway/react': '^0.1.0' }, devDependencies: { '@gangway/core': '^0.1.0' } }),
    )
    pointAtTarballs(site, tarballs, { overrides: false })
    expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'))).toEqual({
      dependencies: { '@gangway/react': 'file:/packs/gangway-react-0.1.0.tgz' },
      devDependencies: { '@gangway/core': 'file:/packs/gangway-core-0.1.0.tgz' },
    })
  })
})
