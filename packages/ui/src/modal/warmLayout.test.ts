// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmLayout } from './warmLayout.ts'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** An element hidden as React's `<Activity mode="hidden">` hides it, with a style of its own beside. */
function hiddenTree(): HTMLElement {
  const el = document.createElement('div')
  el.innerHTML = '<div role="dialog"><button type="button">Close</button></div>'
  el.style.setProperty('color', 'red')
  el.style.setProperty('display', 'none', 'important')
  document.body.append(el)
  return el
}

describe('warmLayout', () => {
  it('lays a hidden tree out displayed but invisible, then hides it again exactly as it was', () => {
    const el = hiddenTree()
    const before = el.getAttribute('style')
    const seen: { display: string; visibility: string; priority: string }[] = []
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      seen.push({
        display: this.style.getPropertyValue('display'),
        visibility: this.style.getPropertyValue('visibility'),
        priority: this.style.getPropertyPriority('visibility'),
      })
      return new DOMRect()
    })
    expect(warmLayout(el)).toBe(true)
    // laid out once: displayed (React's display: none lifted) and out of sight
    expect(seen).toEqual([{ display: '', visibility: 'hidden', priority: 'important' }])
    expect(el.getAttribute('style')).toBe(before)
    expect(el.style.getPropertyValue('display')).toBe('none')
    expect(el.style.getPropertyPriority('display')).toBe('important')
  })

  it('leaves a shown tree, a missing one and one off the page alone', () => {
    const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    const shown = document.createElement('div')
    document.body.append(shown)
    expect(warmLayout(shown)).toBe(false)
    expect(shown.getAttribute('style')).toBeNull()
    expect(warmLayout(null)).toBe(false)
    const detached = hiddenTree()
    detached.remove()
    expect(warmLayout(detached)).toBe(false)
    expect(layout).not.toHaveBeenCalled()
  })
})
