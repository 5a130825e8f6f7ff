import { describe, expect, it } from 'vitest'
import { modalCss } from './modalCss.ts'

describe('modal width (SPEC §9, issue 37 item 18)', () => {
  it('the dialog panel is 360 px wide (narrower screens: the viewport less a margin)', () => {
    expect(modalCss).toMatch(/\.panel \{ width: 360px; max-width: calc\(100vw - 24px\);/)
  })
})
