import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteEnv } from './siteEnv.ts'

describe('siteEnv', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("drops the repo's gangway-source condition and npm's variables, keeps the rest", () => {
    vi.stubEnv('NODE_OPTIONS', '--conditions=gangway-source')
    vi.stubEnv('npm_config_node_options', '--conditions=gangway-source')
    vi.stubEnv('npm_lifecycle_event', 'test')
    vi.stubEnv('GANGWAY_KEEP', 'yes')
    const env = siteEnv({ EXTRA: '1' })
    expect(env.NODE_OPTIONS).toBeUndefined()
    expect(Object.keys(env).filter((key) => key.toLowerCase().startsWith('npm_'))).toEqual([])
    expect(env).toMatchObject({ GANGWAY_KEEP: 'yes', EXTRA: '1', NEXT_TELEMETRY_DISABLED: '1' })
    expect(env.PATH).toBe(process.env.PATH)
  })
})
