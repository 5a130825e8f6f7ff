// @vitest-environment happy-dom
import { createKit, gangwayDevnetA, openModal, showAlert } from '@gangway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../elements/mountModal.ts'
import { elementsHarness, settle } from '../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const harness = elementsHarness()

/** The open dialog's alert, once it shows (the English alert texts are a chunk of their own). */
const shownAlert = async () => {
  const find = () =>
    document.querySelector('appkit-modal')?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"] [role="alert"]')
  for (let i = 0; i < 200 && !find(); i++) await settle()
  return find()
}

async function openDialog(locale?: string) {
  harness.current = createKit({ projectId: 'local', networks: [gangwayDevnetA], ...(locale ? { locale } : {}) })
  await harness.current.ready
  mountModal(harness.current)
  openModal(harness.current)
  await settle()
  return harness.current
}

describe('AlertBar: the alert texts are the catalog’s second part (issue 38)', () => {
  it('shows the English text of the code once that part has loaded, not core’s message', async () => {
    const kit = await openDialog('en')
    act(() => showAlert(kit, { code: 'RATE_LIMITED', message: 'core words', variant: 'warning' }))
    const alert = await shownAlert()
    expect(alert?.getAttribute('data-code')).toBe('RATE_LIMITED')
    expect(alert?.querySelector('p')?.textContent).toBe('Rate Limited: the app configuration could not be checked.')
    // a second alert finds the words already here and shows at once, with its parameters
    act(() =>
      showAlert(kit, {
        code: 'PROVIDER_ERROR',
        message: 'core words',
        params: { reason: 'Project not found' },
      }),
    )
    expect((await shownAlert())?.querySelector('p')?.textContent).toBe(
      'WalletConnect: the relay refused this site (Project not found).',
    )
  })

  it('speaks the page’s language, and a code no catalog knows shows core’s message', async () => {
    const kit = await openDialog('de')
    await settle()
    act(() => showAlert(kit, { code: 'RATE_LIMITED', message: 'core words' }))
    expect((await shownAlert())?.querySelector('p')?.textContent).toBe(
      'Zu viele Anfragen: Die App-Konfiguration konnte nicht geprüft werden.',
    )
    act(() => showAlert(kit, { code: 'SOMETHING_NEW' as 'RATE_LIMITED', message: 'core words' }))
    await settle()
    expect((await shownAlert())?.querySelector('p')?.textContent).toBe('core words')
  })
})
