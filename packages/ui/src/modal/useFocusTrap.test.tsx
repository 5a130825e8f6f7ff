// @vitest-environment happy-dom
import { act, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFocusTrap } from './useFocusTrap.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Panel({ onEscape }: { onEscape: () => void }) {
  const panel = useRef<HTMLDivElement>(null)
  useFocusTrap(panel, true, onEscape)
  return (
    <div ref={panel} role="dialog" tabIndex={-1}>
      <button type="button">Close</button>
      <button type="button">Copy link</button>
    </div>
  )
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function mount(onEscape: () => void) {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () => root.render(<Panel onEscape={onEscape} />))
  cleanups.push(() => {
    act(() => root.unmount())
    host.remove()
  })
  const button = (name: string) =>
    [...host.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
  return { host, button }
}

const pressEscape = () =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
  )

describe('useFocusTrap', () => {
  it('focus blurred to the page’s body with no mutation after it (a view hidden in place by Suspense) comes back to the panel, so Esc still closes', async () => {
    const onEscape = vi.fn()
    const { host, button } = await mount(onEscape)
    button('Copy link').focus()
    expect(document.activeElement).toBe(button('Copy link'))

    // what the browser does to a focused element hidden with display: none — no childList mutation follows
    button('Copy link').style.display = 'none'
    await act(async () => button('Copy link').blur())
    expect(host.contains(document.activeElement)).toBe(true)
    pressEscape()
    expect(onEscape).toHaveBeenCalledTimes(1)
  })

  it('leaves focus that moved elsewhere on purpose (into a frame or another element of the page) where it is', async () => {
    const { host, button } = await mount(() => undefined)
    const outside = document.createElement('input')
    document.body.append(outside)
    cleanups.push(() => outside.remove())
    button('Close').focus()
    await act(async () => outside.focus())
    expect(document.activeElement).toBe(outside)
    expect(host.contains(document.activeElement)).toBe(false)
  })
})
