import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test'

export type Mail = { to: string[]; subject: string; text: string }

/** The newest mail to `to` whose subject matches, from the server's dev inbox (the built-in SMTP catcher). */
export async function mail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('http://127.0.0.1:4000/dev/mail.json')).json()) as {
        messages: Mail[]
      }
      found = messages.find((m) => m.to.includes(to) && subject.test(m.subject))
      return Boolean(found)
    })
    .toBe(true)
  return found as Mail
}

/** The device-approval link of the newest approval mail to `to`. */
export async function deviceLink(request: APIRequestContext, to: string): Promise<string> {
  return /(http:\/\/\S+)/.exec((await mail(request, to, /Approve this device/)).text)?.[1] as string
}

/** The 6-digit code of the newest login-code mail to `to`. */
export async function loginCode(request: APIRequestContext, to: string): Promise<string> {
  return /(\d{6})/.exec((await mail(request, to, /is your login code/)).subject)?.[1] as string
}

/**
 * Opens a device-approval link as the visitor would (the one place that knows how approval is confirmed):
 * the link shows a page naming the site (a GET approves nothing, so mail scanners cannot), the visitor
 * confirms with its button.
 */
export async function approveDevice(context: BrowserContext, link: string, site = 'Local demo'): Promise<void> {
  const approval = await context.newPage()
  try {
    await approval.goto(link)
    await expect(approval.getByRole('heading', { name: `Approve this device for ${site}?` })).toBeVisible()
    await approval.getByRole('button', { name: 'Approve this device' }).click()
    await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  } finally {
    await approval.close()
  }
}

/** The code view's cells, one per digit ("Digit 1 of 6" …). */
export const codeCells = (view: Locator): Locator => view.getByRole('textbox', { name: /^Digit \d of 6$/ })

/**
 * Enters a code as the browser's one-time-code autofill (or a fast typist) does: the whole code into the first
 * cell, which spreads it over the six and submits.
 */
export async function enterCode(view: Locator, code: string): Promise<void> {
  await codeCells(view).first().fill(code)
}

/**
 * E-mail login in the open Connect view, as a visitor does it: the address, Continue, the device approved
 * through its mailed link when the dialog asks (a new device), then the mailed code.
 */
export async function loginWithEmailInDialog(page: Page, email: string): Promise<void> {
  const dialog = (name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })
  const connect = dialog('Connect Wallet')
  await connect.getByLabel('Email').fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const device = dialog('Register Device')
  const confirm = dialog('Confirm Email')
  await expect(device.or(confirm)).toBeVisible({ timeout: 15_000 })
  if (await device.isVisible()) await approveDevice(page.context(), await deviceLink(page.request, email))
  await expect(confirm).toBeVisible({ timeout: 15_000 })
  await enterCode(confirm, await loginCode(page.request, email))
}
