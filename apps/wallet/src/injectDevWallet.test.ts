// @vitest-environment happy-dom
import { address, getPublicKeyFromAddress, verifySignature } from '@solana/kit'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { describe, expect, it } from 'vitest'
import { injectDevWallet } from './injectDevWallet.ts'
import { SOLANA_DEV_ADDRESS } from './solanaDevKey.ts'

type TestWindow = Window & { __GANGWAY_DEV_WALLET__?: { autoApprove?: boolean } }

describe('injectDevWallet', () => {
  it('puts both wallets into the page: EIP-6963 and wallet-standard, one prompt and one auto-approve switch', async () => {
    // the app (a site using @wallet-standard/app) is there first and hears the wallet register
    const app = getWallets()
    const registered: string[] = []
    app.on('register', (...wallets) => registered.push(...wallets.map((w) => w.name)))
    ;(window as TestWindow).__GANGWAY_DEV_WALLET__ = { autoApprove: true }
    const injected = injectDevWallet(window)
    expect(injectDevWallet(window)).toBe(injected)
    expect(registered).toEqual(['Gangway Dev Wallet'])

    const solana = app.get().filter((w) => w.name === 'Gangway Dev Wallet')
    expect(solana).toHaveLength(1)
    const wallet = solana[0] as (typeof solana)[number]
    expect(wallet).toBe(injected.solana?.wallet)
    expect(wallet.chains).toContain('solana:localnet')

    const announced: { info: { name: string; icon: string } }[] = []
    window.addEventListener('eip6963:announceProvider', (e) => announced.push((e as CustomEvent).detail))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced.map((d) => d.info.name)).toEqual(['Gangway Dev Wallet'])
    expect(announced[0]?.info.icon).toBe(wallet.icon)

    // auto-approve on (from the config): no prompt
    const features = wallet.features as StandardConnectFeature & SolanaSignMessageFeature
    const { accounts } = await features['standard:connect'].connect()
    const account = accounts[0] as (typeof accounts)[number]
    expect(account.address).toBe(SOLANA_DEV_ADDRESS)
    expect(document.querySelector('gangway-dev-wallet-prompt')).toBeNull()
    expect(localStorage.getItem('gangway-dev-wallet:solana-connected')).toBe('true')

    // the same switch turned off: the Solana request shows in the shared prompt, with the message
    injected.setAutoApprove(false)
    const message = new TextEncoder().encode('prove it')
    const signing = features['solana:signMessage'].signMessage({ account, message })
    await new Promise((r) => setTimeout(r, 0))
    const panel = document.querySelector('gangway-dev-wallet-prompt')?.shadowRoot
    expect(panel?.querySelector('h2')?.textContent).toBe('Sign message (Solana)')
    expect(panel?.querySelector('pre')?.textContent).toBe('prove it')
    panel?.querySelector<HTMLButtonElement>('button.approve')?.click()
    const [out] = await signing
    const publicKey = await getPublicKeyFromAddress(address(account.address))
    expect(await verifySignature(publicKey, out?.signature as never, message)).toBe(true)
  })
  it('answers an app that loads after it (wallet-standard:app-ready), as with the page script', () => {
    // what @wallet-standard/app's getWallets() dispatches when it starts after the wallet
    const registered: Wallet[] = []
    const register = (...wallets: Wallet[]) => {
      registered.push(...wallets)
      return () => {}
    }
    const detail = Object.freeze({ register })
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail }))
    expect(registered.map((w) => w.name)).toEqual(['Gangway Dev Wallet'])
    expect(registered[0]?.accounts.map((a) => a.address)).toEqual([SOLANA_DEV_ADDRESS])
  })

  it('puts the Bitcoin provider where sats-connect looks, asking in the same prompt', async () => {
    const injected = injectDevWallet(window)
    const w = window as Window & {
      GangwayDevWallet?: { BitcoinProvider?: unknown }
      btc_providers?: { id: string; name: string }[]
    }
    expect(w.GangwayDevWallet?.BitcoinProvider).toBe(injected.bitcoin?.provider)
    expect(w.btc_providers).toEqual([
      expect.objectContaining({ id: 'GangwayDevWallet.BitcoinProvider', name: 'Gangway Dev Wallet' }),
    ])
    injected.setAutoApprove(false)
    const connecting = injected.bitcoin?.provider.request('wallet_connect', null)
    await new Promise((r) => setTimeout(r, 0))
    const panel = document.querySelector('gangway-dev-wallet-prompt')?.shadowRoot
    expect(panel?.querySelector('h2')?.textContent).toBe('Connect (Bitcoin)')
    expect(panel?.querySelector('pre')?.textContent).toContain(`payment: ${injected.bitcoin?.addresses.payment}`)
    panel?.querySelector<HTMLButtonElement>('button.approve')?.click()
    expect(await connecting).toMatchObject({ result: { addresses: [{ purpose: 'payment' }, { purpose: 'ordinals' }] } })
    expect(localStorage.getItem('gangway-dev-wallet:bitcoin-connected')).toBe('true')
  })
})
