import { encodeFunctionData, erc20Abi, parseUnits, toHex } from 'viem'
import { expect, test } from './fixtures.ts'
import { type FramePage, loginInFrame, openFramePage } from './framePage.ts'

/**
 * Issue 13 item 3: what a page the project allows can try against the secure frame. Each test is the attack
 * as it was made; the page here is a bare page of our own on http://localhost:<port> (an allowed origin)
 * that embeds the frame itself and owns its iframe element.
 */
const GWT = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ANY = '0x0000000000000000000000000000000000000001'

/** Shows the frame whole and in view, as the dialog does over its ApproveTransaction view. */
const showFrame = (f: FramePage) => f.style({ opacity: '1', left: '20px', top: '20px' })

test('clickjacking: the frame at opacity 0 over "Claim your reward" gets no signature from a click; shown, it does', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const f = await openFramePage(page)
  await loginInFrame(f, page.request, `clickjack-${Date.now()}@example.test`)
  const { payload: user } = (await f.send('GET_USER', { chainId: 31337 })) as { payload: { address: string } }
  const id = await f.post('RPC_REQUEST', {
    method: 'personal_sign',
    params: [toHex('Transfer all my assets'), user.address],
    chainId: 31337,
  })
  // the page lines its button up under the invisible Approve and waits long past any delay
  const approve = f.frame.getByRole('button', { name: 'Approve' })
  const box = await approve.boundingBox()
  if (!box) throw new Error('no Approve button')
  await page.evaluate(
    ({ x, y, w, h }) => {
      Object.assign((document.getElementById('claim') as HTMLElement).style, {
        left: `${x}px`,
        top: `${y}px`,
        width: `${w}px`,
        height: `${h}px`,
      })
    },
    { x: box.x, y: box.y, w: box.width, h: box.height },
  )
  await page.waitForTimeout(2_000)
  // the visitor clicks what they see: "Claim your reward" (the click lands on the frame, which is on top)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForTimeout(1_000)
  expect(await f.answer(id)).toBeUndefined()
  await expect(approve).toBeDisabled()
  // a frame still there but mostly covered by a sheet the page draws over it: still off
  await showFrame(f)
  await page.evaluate(() => {
    const sheet = document.createElement('div')
    sheet.id = 'sheet'
    sheet.style.cssText = 'position:fixed;inset:0;background:rgba(255,255,255,0.01);z-index:20;pointer-events:none'
    document.body.append(sheet)
  })
  await page.waitForTimeout(1_500)
  await expect(approve).toBeDisabled()
  // the frame cut down to the Approve button alone (nothing else of the approval readable): still off
  await page.evaluate(() => document.getElementById('sheet')?.remove())
  await f.style({ height: '60px' })
  await page.waitForTimeout(1_500)
  await expect(approve).toBeDisabled()
  // made plainly visible, Approve turns on after a moment and the visitor's click signs
  await f.style({ height: '520px' })
  await expect(approve).toBeEnabled({ timeout: 3_000 })
  await approve.click()
  await expect.poll(() => f.answer(id)).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS' })
})

test('SYNC_THEME cannot move, hide or restyle Approve: only checked --w3m-* variables apply', async ({ page }) => {
  const f = await openFramePage(page)
  await showFrame(f)
  const theme = await f.send('SYNC_THEME', {
    themeMode: 'light',
    themeVariables: {
      direction: 'rtl',
      '--w3m-accent': 'transparent',
      opacity: '0',
      'pointer-events': 'none',
      '--w3m-border-radius-master': '2px',
    },
  })
  expect(theme).toMatchObject({ type: '@w3m-frame/SYNC_THEME_SUCCESS' })
  await f.post('RPC_REQUEST', { method: 'personal_sign', params: [toHex('hello'), ANY], chainId: 31337 })
  const approve = f.frame.getByRole('button', { name: 'Approve' })
  const reject = f.frame.getByRole('button', { name: 'Reject' })
  await expect(approve).toBeVisible()
  const [a, r] = [await approve.boundingBox(), await reject.boundingBox()]
  // Reject on the left, Approve on the right, as always
  expect((a?.x ?? 0) > (r?.x ?? 0)).toBe(true)
  const style = await approve.evaluate((el) => {
    const s = getComputedStyle(el)
    return {
      background: s.backgroundColor,
      opacity: s.opacity,
      direction: getComputedStyle(document.documentElement).direction,
      rootStyle: document.documentElement.getAttribute('style'),
    }
  })
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)')
  expect(style.opacity).toBe('1')
  expect(style.direction).toBe('ltr')
  expect(style.rootStyle).toBe('--w3m-border-radius-master: 2px;')
  // a readable accent is taken
  await f.send('SYNC_THEME', { themeVariables: { '--w3m-accent': '#1d4ed8' } })
  await expect(approve).toHaveCSS('background-color', 'rgb(29, 78, 216)')
})

test('typed data sent as an object is shown field by field and signed as shown; malformed typed data is refused unasked', async ({
  page,
}) => {
  const f = await openFramePage(page)
  await showFrame(f)
  const typed = {
    domain: { name: 'Permit2', chainId: 31337, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
    types: {
      PermitSingle: [
        { name: 'spender', type: 'address' },
        { name: 'amount', type: 'uint160' },
      ],
    },
    primaryType: 'PermitSingle',
    message: { spender: BOB, amount: '1461501637330902918203684832716283019655932542975' },
  }
  await f.post('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [ANY, typed], chainId: 31337 })
  const detail = f.frame.getByTestId('approval-detail')
  await expect(detail).toContainText(`spender ${BOB}`)
  await expect(detail).toContainText('amount 1461501637330902918203684832716283019655932542975')
  await expect(detail).toContainText('verifyingContract 0x000000000022D473030F116dDEE9F6B43aC78BA3')
  await expect(detail).not.toContainText('[object Object]')
  // (on a loaded machine a click can land while the frame is still being laid out: click until it took)
  await expect(async () => {
    await f.frame.getByRole('button', { name: 'Reject' }).click({ timeout: 2_000 })
    await expect(detail).toBeHidden({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })

  for (const bad of [
    { ...typed, types: { PermitSingle: 'spender' } },
    { ...typed, message: { spender: 'nobody', amount: '1' } },
    '{"domain":',
  ]) {
    const answer = await f.send('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [ANY, bad], chainId: 31337 })
    expect(answer).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: expect.stringMatching(/^Invalid typed data/) },
    })
    await expect(detail).toBeHidden()
  }
})

test('transaction data is decoded where the ABI is known and never cut; "Requested by" is the verified origin', async ({
  page,
}) => {
  const f = await openFramePage(page)
  await showFrame(f)
  await f.send('SYNC_DAPP_DATA', {
    metadata: { name: 'Uniswap', description: 'Swap', url: 'https://app.uniswap.org', icons: [] },
    sdkVersion: '1.0.0',
    sdkType: 'appkit',
    projectId: 'local',
  })
  const long = `0xdeadbeef${'ab'.repeat(400)}`
  await f.post('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: GWT, data: long }], chainId: 31337 })
  const detail = f.frame.getByTestId('approval-detail')
  await expect(detail).toContainText('unknown (selector 0xdeadbeef)')
  await expect(detail).toContainText(long)
  await expect(f.frame.getByTestId('approval-origin')).toHaveText(f.origin)
  await expect(f.frame.getByTestId('approval-claim')).toContainText('The site calls itself “Uniswap” (not verified)')
  await expect(f.frame.getByText('Requested by Uniswap')).toHaveCount(0)
  await f.frame.getByRole('button', { name: 'Reject' }).click()

  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [BOB, 2n ** 256n - 1n],
  })
  await f.post('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: GWT, data: approve }], chainId: 31337 })
  await expect(detail).toContainText('Function approve (ERC-20')
  await expect(detail).toContainText(`Spender ${BOB}`)
  await expect(detail).toContainText('Amount unlimited')
  await expect(detail).toContainText('ANY amount of this token')
  await f.frame.getByRole('button', { name: 'Reject' }).click()

  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, parseUnits('2.5', 18)] })
  await f.post('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: GWT, data: transfer }], chainId: 31337 })
  await expect(detail).toContainText('Function transfer (ERC-20')
  await expect(detail).toContainText(`Recipient ${BOB}`)
  await expect(detail).toContainText(`Data (68 bytes) ${transfer}`)
})
