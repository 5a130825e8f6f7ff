// @vitest-environment happy-dom
import { type ChainAdapter, connect, gangwayDevnetA, gangwayDevnetB, payWithWallet } from '@gangway/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from './AppKit.ts'
import { createAppKit } from './createAppKit.ts'
import {
  baseUSDC,
  getExchanges,
  getIsPaymentInProgress,
  getPayError,
  getPayResult,
  openPay,
  type PaymentOptions,
  pay,
  solanaSOL,
  usePay,
} from './pay.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const HASH = `0x${'ef'.repeat(32)}`
const payment: PaymentOptions = {
  paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  recipient: '0x2222222222222222222222222222222222222222',
  amount: 0.5,
}
const wallet = { reject: false }
/** A wallet in memory: the real one is in e2e/pay.spec.ts (dev wallet, anvil). */
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => [{ id: 'dev.gangway.wallet', type: 'ANNOUNCED', chain: 'eip155', name: 'Gangway Dev Wallet' }],
  connect: async ({ connectorId }) => ({
    connectorId,
    accounts: [{ address: '0x1111111111111111111111111111111111111111' }],
    chainId: 31337,
  }),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '2', symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransaction: async () => {
    if (wallet.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    return HASH
  },
  getProvider: () => undefined,
}

let appKit: AppKit | undefined
let root: Root | undefined
beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 })))
afterEach(async () => {
  if (root) await act(async () => root?.unmount())
  appKit?.destroy()
  appKit = undefined
  wallet.reject = false
  vi.unstubAllGlobals()
})

async function start(pay = true) {
  appKit = createAppKit({
    projectId: 'local',
    networks: [gangwayDevnetA, gangwayDevnetB],
    adapters: [adapter],
    features: { email: false, socials: false, pay },
  })
  await appKit.ready()
  return appKit
}

describe('@gangway/react/pay', () => {
  it('the functions work on the page instance; usePay follows each attempt and calls back', async () => {
    const kit = (await start()).kit
    await act(async () => connect(kit, { connectorId: 'dev.gangway.wallet' }))
    const seen: string[] = []
    let latest: ReturnType<typeof usePay> | undefined
    function Probe() {
      latest = usePay({
        onSuccess: (hash) => seen.push(`ok ${hash}`),
        onError: (error) => seen.push(`error ${error}`),
      })
      return null
    }
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root?.render(<Probe />))
    expect(latest).toMatchObject({ isPending: false, isSuccess: false, isError: false, error: null, data: null })

    wallet.reject = true
    await act(async () => latest?.open(payment))
    expect(kit.stores.router.get().history[0]?.view).toBe('Pay')
    await act(async () => payWithWallet(kit).catch(() => undefined))
    expect(latest).toMatchObject({ isError: true, error: 'Unable to process payment', data: null })
    expect(getPayError()).toBe('Unable to process payment')

    wallet.reject = false
    const result = pay(payment)
    await act(async () => payWithWallet(kit))
    expect(await result).toEqual({ success: true, result: HASH })
    expect(latest).toMatchObject({ isSuccess: true, isError: false, error: null, data: HASH })
    expect(getPayResult()).toBe(HASH)
    expect(getIsPaymentInProgress()).toBe(false)
    expect(seen).toEqual(['error Unable to process payment', `ok ${HASH}`])
  })

  it('AppKit Pay’s errors, presets and the empty exchange list', async () => {
    await start()
    await expect(openPay({ ...payment, amount: -1 })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
      message: 'Invalid payment amount',
    })
    // a preset of a network the site did not list
    await expect(openPay({ ...payment, paymentAsset: baseUSDC })).rejects.toMatchObject({
      code: 'INVALID_PAYMENT_CONFIG',
    })
    expect(solanaSOL).toMatchObject({ asset: 'native', metadata: { symbol: 'SOL', decimals: 9 } })
    expect(getExchanges()).toEqual([])
  })

  it('without features.pay: Unable to initiate payment', async () => {
    await start(false)
    await expect(pay(payment)).rejects.toMatchObject({ code: 'UNABLE_TO_INITIATE_PAYMENT' })
  })
})
