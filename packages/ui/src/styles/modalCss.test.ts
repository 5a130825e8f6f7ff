import { describe, expect, it } from 'vitest'
import { dialogCss, frameCssParts } from './modalCss.ts'
import { viewsCssParts } from './viewsCss.ts'

describe('modal width (SPEC §9, issue 37 item 18)', () => {
  it('the dialog panel is 360 px wide (narrower screens: the viewport less a margin)', () => {
    expect(dialogCss(frameCssParts)).toMatch(/\.panel \{ width: 360px; max-width: calc\(100vw - 24px\);/)
  })
})

describe('the stylesheet in two parts (issue 38)', () => {
  it('puts the other views’ parts back between the frame’s, in source order', () => {
    expect(viewsCssParts.length).toBeGreaterThan(0)
    expect(frameCssParts.length - viewsCssParts.length).toBeGreaterThanOrEqual(0)
    expect(frameCssParts.length - viewsCssParts.length).toBeLessThanOrEqual(1)
    const full = dialogCss(frameCssParts, viewsCssParts)
    let at = 0
    frameCssParts.forEach((part, i) => {
      at = full.indexOf(part, at)
      expect(at).toBeGreaterThanOrEqual(0)
      const view = viewsCssParts[i]
      if (view !== undefined) expect(full.indexOf(view, at + part.length)).toBe(at + part.length + 1)
    })
  })
})
