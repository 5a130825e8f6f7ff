// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createApprovalPrompt } from './createApprovalPrompt.ts'

const request = {
  kind: 'signMessage',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  message: 'hello',
} as const
const panel = () => document.querySelector('gangway-dev-wallet-prompt')?.shadowRoot
const click = (selector: string) => {
  const button = panel()?.querySelector<HTMLButtonElement>(selector)
  if (!button) throw new Error(`no ${selector} in the prompt`)
  button.click()
}

describe('createApprovalPrompt', () => {
  it('shows the request in a shadow-DOM panel and resolves on approve / reject', async () => {
    const prompt = createApprovalPrompt(document)
    const approved = prompt.approve(request)
    await Promise.resolve()
    await Promise.resolve()
    expect(panel()?.querySelector('h2')?.textContent).toBe('Sign message')
    expect(panel()?.querySelector('pre')?.textContent).toBe('hello')
    click('button.approve')
    expect(await approved).toBe(true)
    expect(panel()).toBeUndefined()

    const rejected = prompt.approve(request)
    await Promise.resolve()
    await Promise.resolve()
    click('button.reject')
    expect(await rejected).toBe(false)
  })

  it('shows one request at a time, in order', async () => {
    const prompt = createApprovalPrompt(document)
    const first = prompt.approve({ ...request, message: 'first' })
    const second = prompt.approve({ ...request, message: 'second' })
    await new Promise((r) => setTimeout(r, 0))
    expect(document.querySelectorAll('gangway-dev-wallet-prompt')).toHaveLength(1)
    expect(panel()?.querySelector('pre')?.textContent).toBe('first')
    click('button.reject')
    expect(await first).toBe(false)
    await new Promise((r) => setTimeout(r, 0))
    expect(panel()?.querySelector('pre')?.textContent).toBe('second')
    click('button.approve')
    expect(await second).toBe(true)
  })

  it('approves without showing anything when auto-approve is on', async () => {
    const prompt = createApprovalPrompt(document, { autoApprove: true })
    expect(await prompt.approve(request)).toBe(true)
    expect(panel()).toBeUndefined()
    prompt.setAutoApprove(false)
    expect(prompt.autoApprove).toBe(false)
  })
  it('shows what a Solana transaction does and a sign-in message', async () => {
    const prompt = createApprovalPrompt(document)
    const signer = 'DTF8dSENHkxaPCnn9JB2sd5P2qxhcbKK8gEd4rRTzVjR'
    const tx = prompt.approve({
      kind: 'solanaSignTransaction',
      address: signer,
      chain: 'solana:localnet',
      send: true,
      transaction: {
        version: 0,
        feePayer: signer as never,
        lifetime: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k',
        signers: [signer as never],
        instructions: [`Transfer 0.5 SOL from ${signer} to 9xQe`],
      },
    })
    await new Promise((r) => setTimeout(r, 0))
    expect(panel()?.querySelector('h2')?.textContent).toBe('Send transaction (Solana)')
    expect(panel()?.querySelector('pre')?.textContent).toContain(`Transfer 0.5 SOL from ${signer} to 9xQe`)
    click('button.approve')
    expect(await tx).toBe(true)

    const message = `localhost:5173 wants you to sign in with your Solana account:\n${signer}`
    const signIn = prompt.approve({ kind: 'solanaSignIn', address: signer, origin: 'x', message, warnings: [] })
    await new Promise((r) => setTimeout(r, 0))
    expect(panel()?.querySelector('h2')?.textContent).toBe('Sign in with Solana')
    expect(panel()?.querySelector('pre')?.textContent).toBe(message)
    click('button.reject')
    expect(await signIn).toBe(false)
  })

  it('shows an EIP-5792 batch as one request, with the upgrade its first batch makes', async () => {
    const prompt = createApprovalPrompt(document)
    const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const batch = prompt.approve({
      kind: 'sendCalls',
      chainId: 31337,
      from,
      delegateTo: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
      calls: [
        { to: '0x00000000000000000000000000000000000a11ce', value: 10n ** 18n, data: '0x' },
        { to: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', value: 0n, data: '0xa9059cbb' },
      ],
    })
    await new Promise((r) => setTimeout(r, 0))
    expect(panel()?.querySelector('h2')?.textContent).toBe('Send batch (2 calls, atomic)')
    expect(panel()?.querySelector('pre')?.textContent?.split('\n')).toEqual([
      'Chain 31337',
      `First batch: upgrades ${from} to a smart account (EIP-7702 → 0xe6Cae83BdE06E4c305530e199D7217f42808555B)`,
      '1. To 0x00000000000000000000000000000000000a11ce · 1 ETH',
      '2. To 0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35 · 0 ETH · Data 0xa9059cbb',
    ])
    click('button.approve')
    expect(await batch).toBe(true)
  })
})
