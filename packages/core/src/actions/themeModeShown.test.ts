import { afterEach, describe, expect, it, vi } from 'vitest'
import { themeModeShown } from './themeModeShown.ts'

describe('themeModeShown', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is the mode set, else the system one, else dark', () => {
    expect(themeModeShown({ themeMode: 'light' })).toBe('light')
    expect(themeModeShown(undefined)).toBe('dark')
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(prefers-color-scheme: light)' }))
    expect(themeModeShown({ themeMode: undefined })).toBe('light')
    expect(themeModeShown({ themeMode: 'dark' })).toBe('dark')
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    expect(themeModeShown({ themeMode: undefined })).toBe('dark')
  })
})
