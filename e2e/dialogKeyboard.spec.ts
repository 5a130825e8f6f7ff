import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { prepareVisualAccount, VISUAL_KEY } from './visualState.ts'

/**
 * Keyboard checks of issue 36's changes, in Chromium on the built demo: Account's tabs are one Tab stop
 * (roving tabindex: arrows move and wrap, Home/End jump, Tab leaves the list), the icon-only social buttons
 * carry a name and a tooltip, the network / Disconnect row and the icon actions are reached by Tab.
 */
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})
/** The focused element's accessible label or text, through the dialog's shadow root. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : ''
  })

test('Account tabs: one Tab stop, arrows and Home/End move the selection, Tab leaves the list', async ({
  page,
  injectDevWallet,
}) => {
  await prepareVisualAccount()
  await injectDevWallet({ autoApprove: true, privateKey: VISUAL_KEY })
  await page.goto('/?siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  const account = dialog(page, 'Account')
  const tabs = account.getByRole('tab')
  await expect(tabs).toHaveCount(3)
  // exactly one tab is in the Tab order
  expect(await tabs.evaluateAll((all) => all.map((t) => (t as HTMLElement).tabIndex))).toEqual([0, -1, -1])

  await account.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'NFTs' })).toBeFocused()
  await expect(account.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(account.getByRole('tab', { name: 'Activity' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'Tokens' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(account.getByRole('tab', { name: 'Activity' })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(account.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  expect(await tabs.evaluateAll((all) => all.map((t) => (t as HTMLElement).tabIndex))).toEqual([0, -1, -1])

  // Tab leaves the tab list at once (into the panel's content), Shift+Tab comes back to the selected tab
  await page.keyboard.press('Tab')
  expect(await focused(page)).not.toMatch(/^(NFTs|Activity)$/)
  await page.keyboard.press('Shift+Tab')
  await expect(account.getByRole('tab', { name: 'Tokens' })).toBeFocused()

  // the row above the actions: network, then Disconnect, reached by Shift+Tab from the first action
  await account.getByRole('button', { name: 'Receive' }).focus()
  await page.keyboard.press('Shift+Tab')
  expect(await focused(page)).toBe('Disconnect')
  await page.keyboard.press('Shift+Tab')
  expect(await focused(page)).toBe('Network: Gangway Devnet A')
})

test('icon-only social buttons have a name and a tooltip; Google’s mark is in colour', async ({ page }) => {
  await page.goto('/?siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  const connect = dialog(page, 'Connect Wallet')
  const social = connect.getByTestId('social-login')
  await expect(social).toBeVisible()
  const named: [string, string][] = [
    ['x', 'Continue with X'],
    ['discord', 'Continue with Discord'],
    ['more', 'More sign-in options'],
  ]
  for (const [id, name] of named) {
    const button = connect.getByTestId(`social-selector-${id}`)
    await expect(button).toHaveAccessibleName(name)
    await expect(button).toHaveAttribute('title', name)
  }
  const fills = await connect
    .locator('[data-social-icon="google"] path')
    .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')))
  expect(fills).toEqual(['#EA4335', '#4285F4', '#FBBC05', '#34A853'])
})

test("the closed dialog's one faint paint (issue 38): at opacity 0.001, inert, aria-hidden, hit by nothing, then hidden; Tab never enters it and a click opens it with focus inside", async ({
  page,
}) => {
  // every frame from the start: while the closed dialog's wrapper is not `visibility: hidden`, what it is
  await page.addInitScript(() => {
    const seen: Record<string, unknown>[] = []
    ;(window as unknown as { faintFrames: typeof seen }).faintFrames = seen
    const started = performance.now()
    const frame = () => {
      const root = document.querySelector('appkit-modal')?.shadowRoot
      const backdrop = root?.querySelector<HTMLElement>('.backdrop')
      const wrapper = backdrop?.parentElement
      const panel = backdrop?.querySelector('.panel')
      if (wrapper && backdrop && panel && getComputedStyle(wrapper).visibility !== 'hidden') {
        const box = panel.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        seen.push({
          inert: wrapper.hasAttribute('inert'),
          ariaHidden: wrapper.getAttribute('aria-hidden'),
          opacity: getComputedStyle(backdrop).opacity,
          pointerEvents: getComputedStyle(backdrop).pointerEvents,
          hitsDialog: hit?.tagName === 'APPKIT-MODAL',
        })
      }
      if (performance.now() - started < 8000) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await page.goto('/?siwx=off')
  const frames = () => page.evaluate(() => (window as unknown as { faintFrames: unknown[] }).faintFrames)
  await expect.poll(async () => (await frames()).length, { timeout: 8000 }).toBeGreaterThan(0)
  const wrapperHidden = () =>
    page.evaluate(() => {
      const wrapper = document.querySelector('appkit-modal')?.shadowRoot?.querySelector('.backdrop')?.parentElement
      return wrapper ? getComputedStyle(wrapper).visibility === 'hidden' && !wrapper.hasAttribute('inert') : false
    })
  await expect.poll(wrapperHidden).toBe(true)
  // in every frame it was drawn: too faint to change a pixel, out of the accessibility tree, hit by nothing
  for (const seen of await frames())
    expect(seen).toEqual({
      inert: true,
      ariaHidden: 'true',
      opacity: '0.001',
      pointerEvents: 'none',
      hitsDialog: false,
    })
  await expect(dialog(page)).toHaveCount(0)
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('APPKIT-MODAL')
  }
  await page.locator('appkit-button').getByRole('button').click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('APPKIT-MODAL')
})
