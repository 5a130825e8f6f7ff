import { describe, expect, it } from 'vitest'
import { sanitizeTheme } from './sanitizeTheme.ts'

describe('sanitizeTheme', () => {
  it('keeps only the frame’s --w3m-* variables with safe values; drops every other property', () => {
    expect(
      sanitizeTheme({
        '--w3m-accent': '#3b82f6',
        '--w3m-border-radius-master': '2px',
        direction: 'rtl',
        opacity: '0',
        color: 'red',
        '--w3m-font-family': 'Webdings',
        '--w3m-z-index': 1,
      }),
    ).toEqual({
      accepted: { '--w3m-accent': '#3b82f6', '--w3m-border-radius-master': '2px' },
      dropped: ['direction', 'opacity', 'color', '--w3m-font-family', '--w3m-z-index'],
    })
  })

  it('refuses accents that would hide Approve: transparent, translucent, names, var(), too light for its white label', () => {
    for (const accent of [
      'transparent',
      'rgba(0,0,0,0)',
      '#3b82f600',
      'hsl(0 0% 100% / 0)',
      'white',
      '#fff',
      '#ffffff',
      '#eeeeee',
      'var(--x)',
      '#000; display:none',
      'rgb(300, 0, 0)',
    ]) {
      expect(sanitizeTheme({ '--w3m-accent': accent }).accepted, accent).toEqual({})
    }
    expect(sanitizeTheme({ '--w3m-accent': 'rgb(30, 64, 175)' }).accepted).toEqual({
      '--w3m-accent': 'rgb(30, 64, 175)',
    })
    expect(sanitizeTheme({ '--w3m-accent': '#000' }).accepted).toEqual({ '--w3m-accent': '#000' })
  })

  it('refuses radii outside 0–16 px and anything that is not a plain length', () => {
    for (const r of ['17px', '100px', '1em', '-1px', '4px; direction: rtl', 'calc(1px)'])
      expect(sanitizeTheme({ '--w3m-border-radius-master': r }).accepted, r).toEqual({})
  })
})
