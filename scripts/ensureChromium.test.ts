import { describe, expect, it, vi } from 'vitest'
import { ensureChromium } from './ensureChromium.ts'

const deps = (over: Partial<Parameters<typeof ensureChromium>[0]> = {}) => ({
  exists: () => false,
  isRoot: () => true,
  hasApt: () => true,
  install: vi.fn(),
  ...over,
})

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    const d = deps({ exists: () => true })
    expect(ensureChromium(d)).toEqual({ ok: true, installed: false })
    expect(d.install).not.toHaveBeenCalled()
  })

  it('installs with apt as root when it is missing', () => {
    let installed = false
    const d = deps({ exists: () => installed, install: vi.fn(() => (installed = true)) })
    expect(ensureChromium(d)).toEqual({ ok: true, installed: true })
    expect(d.install).toHaveBeenCalledOnce()
  })

  it('stops with the exact command when it cannot install', () => {
    const result = ensureChromium(deps({ isRoot: () => false }))
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining("sudo sh -c 'apt-get update && apt-get install -y chromium'"),
    })
  })

  it('reports an install that did not produce the binary', () => {
    expect(ensureChromium(deps())).toEqual({ ok: false, message: expect.stringContaining('still missing') })
  })
})

describe('ensurePostgres', () => {
  it('finds a versioned server binary, or installs the postgresql package as root', async () => {
    const { ensurePostgres } = await import('./ensurePostgres.ts')
    const commands: string[] = []
    const missing = ensurePostgres({
      exists: () => false,
      isRoot: () => false,
      hasApt: () => true,
      install: () => undefined,
    })
    expect(missing).toEqual({
      ok: false,
      message: expect.stringContaining("sudo sh -c 'apt-get update && apt-get install -y postgresql'"),
    })
    const failed = ensurePostgres({
      exists: () => false,
      isRoot: () => true,
      hasApt: () => true,
      install: (c) => void commands.push(c),
    })
    expect(commands).toEqual(['apt-get update && apt-get install -y postgresql'])
    expect(failed).toEqual({ ok: false, message: expect.stringContaining('still missing') })
  })
})

describe('ensureRedis', () => {
  it('asks for the redis-server package', async () => {
    const { ensureRedis } = await import('./ensureRedis.ts')
    expect(
      ensureRedis({ exists: () => false, isRoot: () => false, hasApt: () => true, install: () => undefined }),
    ).toEqual({
      ok: false,
      message: expect.stringContaining('apt-get install -y redis-server'),
    })
    expect(
      ensureRedis({ exists: () => true, isRoot: () => false, hasApt: () => true, install: () => undefined }),
    ).toEqual({
      ok: true,
      installed: false,
    })
  })
})
