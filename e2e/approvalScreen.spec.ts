import type { Page } from '@playwright/test'
import { loginWithEmailInDialog } from './devInbox.ts'
import { expect, test } from './fixtures.ts'

/**
 * Issue 36 item 8: an e-mail login (the embedded wallet) gets ONE Approve screen. Signing a message, signing
 * typed data and sending a transaction each open the dialog's Approve view with the secure frame over it, and the
 * frame's panel has the same layout for all three (title, who asks, what is signed, Reject/Approve in the same
 * places) and the dialog's own look: its background, text colour, type, and its primary and secondary buttons
 * (compared with buttons of the dialog's own stylesheet). The site follows the system's scheme (no themeMode),
 * so the frame, a document of its own, gets the scheme the dialog shows — dark included.
 */

const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})
const frame = (page: Page) => page.frameLocator('iframe[data-gangway-frame]')

const REQUESTS = [
  { button: 'Sign a message', title: 'Sign message', detail: 'Hello from the Gangway demo' },
  { button: 'Sign typed data', title: 'Sign typed data', detail: 'Greeting' },
  { button: 'Send 0 ETH to yourself', title: 'Approve transaction', detail: 'Value' },
] as const

type Look = {
  background: string
  color: string
  fontFamily: string
  fontSize: string
  primary: Record<string, string>
  secondary: Record<string, string>
}

/** Computed styles compared: a button's colours, corners, type and padding. */
const BUTTON_STYLE = [
  'backgroundColor',
  'color',
  'borderTopLeftRadius',
  'borderTopWidth',
  'fontSize',
  'fontWeight',
  'paddingTop',
  'paddingLeft',
] as const

/** The dialog's look: the panel's colours and type, and a primary and a secondary button of its stylesheet. */
async function dialogLook(page: Page): Promise<Look> {
  return dialog(page, 'Approve').evaluate(
    (panel, names) => {
      const button = (className: string) => {
        const probe = document.createElement('button')
        probe.className = className
        panel.append(probe)
        const style = getComputedStyle(probe)
        const picked = Object.fromEntries(names.map((n) => [n, (style as unknown as Record<string, string>)[n] ?? '']))
        probe.remove()
        return picked
      }
      const style = getComputedStyle(panel)
      return {
        background: style.backgroundColor,
        color: style.color,
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        primary: button('primary'),
        secondary: button('secondary'),
      }
    },
    BUTTON_STYLE as unknown as string[],
  )
}

/** The frame panel's look and where its parts are (x/y/width/height, the title by its top and height). */
async function framePanel(page: Page) {
  return frame(page)
    .locator('main.approval')
    .evaluate(
      (main, names) => {
        const box = (selector: string) => {
          const element = selector === 'main' ? main : (main.querySelector(selector) as HTMLElement)
          const r = element.getBoundingClientRect()
          return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) }
        }
        const button = (selector: string) => {
          const style = getComputedStyle(main.querySelector(selector) as HTMLElement)
          return Object.fromEntries(names.map((n) => [n, (style as unknown as Record<string, string>)[n] ?? '']))
        }
        const style = getComputedStyle(main)
        const title = box('h1')
        const details = box('.details')
        return {
          look: {
            background: style.backgroundColor,
            color: style.color,
            fontFamily: style.fontFamily,
            fontSize: style.fontSize,
            primary: button('button.primary'),
            secondary: button('button.secondary'),
          } satisfies Look,
          layout: {
            panel: box('main'),
            title: { y: title.y, height: title.height },
            origin: box('.origin'),
            details: { x: details.x, y: details.y, width: details.width },
            reject: box('button.secondary'),
            approve: box('button.primary'),
          },
        }
      },
      BUTTON_STYLE as unknown as string[],
    )
}

for (const variant of [
  { name: 'desktop light', width: 1280, height: 800, scheme: 'light' },
  { name: 'phone dark', width: 390, height: 844, scheme: 'dark' },
] as const) {
  test(`e-mail login, ${variant.name}: message, typed data and transaction get one Approve screen in the dialog's look`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: variant.width, height: variant.height })
    await page.emulateMedia({ colorScheme: variant.scheme })
    const email = `approval-${variant.width}-${Date.now()}@example.test`
    await page.goto('/?siwx=off&devwallet=off')
    await page.locator('appkit-button').getByRole('button').click()
    await loginWithEmailInDialog(page, email)
    await expect(dialog(page, 'Account')).toBeVisible({ timeout: 20_000 })
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()

    const card = page.getByRole('region', { name: 'Works with your wagmi code' })
    const layouts: unknown[] = []
    for (const request of REQUESTS) {
      await card.getByRole('button', { name: request.button }).click()
      const approve = frame(page).getByRole('button', { name: 'Approve', exact: true })
      await expect(approve).toBeEnabled({ timeout: 20_000 })
      await expect(frame(page).getByRole('heading', { level: 1 })).toHaveText(request.title)
      await expect(frame(page).getByTestId('approval-detail')).toContainText(request.detail)
      // the frame lies over the dialog's Approve view, inside the dialog
      const [outer, inner] = [
        await dialog(page, 'Approve').boundingBox(),
        await page.locator('iframe[data-gangway-frame]').boundingBox(),
      ]
      if (!outer || !inner) throw new Error('no dialog or frame on screen')
      expect(inner.x).toBeGreaterThanOrEqual(outer.x)
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5)
      expect(inner.y).toBeGreaterThanOrEqual(outer.y)
      expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5)

      const { look, layout } = await framePanel(page)
      expect(look, `${request.title}: the frame's panel in the dialog's look`).toEqual(await dialogLook(page))
      layouts.push(layout)
      await frame(page).getByRole('button', { name: 'Reject', exact: true }).click()
      await expect(page.getByTestId('demo-signature')).toContainText('error:', { timeout: 15_000 })
      await expect(dialog(page, 'Approve')).toBeHidden()
    }
    // one layout: every part of the panel in the same place for the three requests
    expect(layouts[1], 'typed data laid out as the message').toEqual(layouts[0])
    expect(layouts[2], 'the transaction laid out as the message').toEqual(layouts[0])
  })
}
