import type { ResolvedFeatures } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { createViewRegistry, hasView } from './viewRegistry.ts'

const LAZY = Symbol.for('react.lazy')
const isLazy = (c: unknown) => (c as { $$typeof?: symbol }).$$typeof === LAZY

describe('createViewRegistry', () => {
  it('hands out a lazy component for a view not loaded yet, and keeps it', () => {
    const views = createViewRegistry()
    const first = views.get('Networks')
    expect(isLazy(first)).toBe(true)
    expect(views.get('Networks')).toBe(first)
  })

  it('renders a preloaded view directly (no Suspense fallback, no 300 ms reveal throttle)', async () => {
    const views = createViewRegistry()
    await views.preload(['Connect'])
    const component = views.get('Connect')
    expect(isLazy(component)).toBe(false)
    expect((component as { name?: string }).name).toBe('ConnectView')
  })

  it('shows the "unavailable" view for views of later features', async () => {
    const views = createViewRegistry()
    await views.preload(['EmailLogin'])
    expect((views.get('EmailLogin') as { name?: string }).name).toBe('UnavailableView')
  })

  it('a feature’s view (Pay) is the "unavailable" view while its feature is off; hasView knows both', async () => {
    const views = createViewRegistry()
    const on = { pay: true } as ResolvedFeatures
    const off = { pay: false } as ResolvedFeatures
    await views.preload(['Pay'])
    expect((views.get('Pay', on) as { name?: string }).name).toBe('PayView')
    expect(isLazy(views.get('Pay', off))).toBe(true)
    expect(views.get('Pay', off)).not.toBe(views.get('Pay', on))
    expect(hasView('Pay', on)).toBe(true)
    expect(hasView('Pay', off)).toBe(false)
    expect(hasView('NoSuchView')).toBe(false)
  })
})
