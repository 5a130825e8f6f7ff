import { describe, expect, it } from 'vitest'
import { kitWithFakeFrame } from '../test/kitWithFakeFrame.ts'
import { closeModal } from './closeModal.ts'
import { openModal } from './openModal.ts'
import { routerGoBack } from './routerGoBack.ts'
import { routerPush } from './routerPush.ts'

const posted = (frameWindow: { postMessage: { mock: { calls: unknown[][] } } }) =>
  frameWindow.postMessage.mock.calls.map(([m]) => (m as { type: string }).type)

describe('leaving an e-mail login half-way reloads the secure frame (RELOAD, SPEC §7)', () => {
  it('back from EmailVerifyDevice', async () => {
    const { kit, frameWindow } = await kitWithFakeFrame()
    openModal(kit)
    routerPush(kit, 'EmailVerifyDevice', { email: 'visitor@example.com' })
    routerGoBack(kit)
    await new Promise((r) => setTimeout(r, 0))
    expect(posted(frameWindow)).toContain('@w3m-app/RELOAD')
  })

  it('closing the dialog on EmailVerifyOtp', async () => {
    const { kit, frameWindow } = await kitWithFakeFrame()
    openModal(kit)
    routerPush(kit, 'EmailVerifyOtp', { email: 'visitor@example.com' })
    closeModal(kit)
    await new Promise((r) => setTimeout(r, 0))
    expect(posted(frameWindow)).toContain('@w3m-app/RELOAD')
  })

  it('back from ConnectingFarcaster (the frame stops asking the relay)', async () => {
    const { kit, frameWindow } = await kitWithFakeFrame()
    openModal(kit)
    routerPush(kit, 'ConnectingFarcaster')
    routerGoBack(kit)
    await new Promise((r) => setTimeout(r, 0))
    expect(posted(frameWindow)).toContain('@w3m-app/RELOAD')
  })

  it('not from other views', async () => {
    const { kit, frameWindow } = await kitWithFakeFrame()
    openModal(kit)
    routerPush(kit, 'AllWallets')
    routerGoBack(kit)
    closeModal(kit)
    await new Promise((r) => setTimeout(r, 0))
    expect(posted(frameWindow)).not.toContain('@w3m-app/RELOAD')
  })
})
