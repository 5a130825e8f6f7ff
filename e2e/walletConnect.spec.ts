import { recoverMessageAddress } from 'viem'
import { expect, test } from './fixtures.ts'

const ANVIL_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('demo → WalletConnect → the web wallet approves → the demo shows the account and gets a signature', async ({
  context,
  page,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:5173' })
  const wallet = await context.newPage()
  await wallet.goto('http://localhost:5174/')
  await expect(wallet.locator('body[data-ready="true"]')).toBeAttached({ timeout: 15_000 })

  await page.goto('/?devwallet=off')
  await page.locator('appkit-button').getByRole('button').click()
  const modal = page.locator('appkit-modal')
  await modal.getByRole('button', { name: 'WalletConnect' }).click()
  await expect(modal.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeVisible({
    timeout: 15_000,
  })
  await modal.getByRole('button', { name: 'Copy link' }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await expect(modal.getByRole('textbox', { name: 'WalletConnect link' })).toHaveValue(uri)

  await wallet.getByLabel('WalletConnect URI').fill(uri)
  await wallet.getByRole('button', { name: 'Connect' }).click()
  await wallet
    .getByRole('listitem', { name: /^Connect to / })
    .getByRole('button', { name: 'Approve' })
    .click()

  await expect(modal.getByTestId('account-address')).toHaveText('0xf39F…2266', { timeout: 15_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(ANVIL_0)
  await expect(page.getByTestId('wagmi-address')).toHaveText(ANVIL_0)

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.getByRole('listitem', { name: 'personal_sign' }).getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 15_000 })
  const recovered = await recoverMessageAddress({
    message: 'Hello from the Gangway demo',
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(recovered).toBe(ANVIL_0)
})
