// @vitest-environment happy-dom

import { createStore, type Kit, type Store } from '@gangway/core'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import { useKitStore } from './useKitStore.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Status = { status: string }

/** Just enough of an instance for the hook: one store, where the account store would be. */
const instanceWith = (store: Store<Status>) => ({ kit: { stores: { account: store } } }) as unknown as AppKit

function Probe({ instance }: { instance: AppKit }) {
  const state = useKitStore(instance, (stores) => (stores as unknown as Kit['stores'] & { account: never }).account)
  return <span>{(state as Status | undefined)?.status}</span>
}

describe('useKitStore', () => {
  it('hydrates with what the server rendered, then shows what changed before hydration (no #418)', async () => {
    // the server's instance never connects
    const html = renderToString(<Probe instance={instanceWith(createStore({ status: 'disconnected' }))} />)
    expect(html).toBe('<span>disconnected</span>')
    // the page's instance restored its session before React hydrated
    const store = createStore({ status: 'disconnected' })
    store.set({ status: 'connected' })
    const container = document.createElement('div')
    container.innerHTML = html
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Probe instance={instanceWith(store)} />, { onRecoverableError: (e) => errors.push(e) })
    })
    expect(errors).toEqual([])
    expect(container.textContent).toBe('connected')
    await act(async () => store.set({ status: 'disconnected' }))
    expect(container.textContent).toBe('disconnected')
  })
})
