import { decodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TokenTransfer } from '../adapter/ChainAdapter.ts'
import { createKit } from '../createKit.ts'
import type { KitEvent } from '../events/KitEvent.ts'
import { gangwayDevnetA, gangwayDevnetB, gangwaySolanaLocal } from '../networks/index.ts'
import { PayError } from '../pay/PayError.ts'
import type { PaymentOptions } from '../pay/PaymentOptions.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { getExchanges } from './getExchanges.ts'
import { getIsPaymentInProgress } from './getIsPaymentInProgress.ts'
import { getPayError } from './getPayError.ts'
import { getPayResult } from './getPayResult.ts'
import { openPay } from './openPay.ts'
import { pay } from './pay.ts'
import { payWithWallet } from './payWithWallet.ts'

const RECIPIENT = '0x2222222222222222222222222222222222222222'
const GUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const HASH = `0x${'ab'.repeat(32)}`
const gUSD: PaymentOptions['paymentAsset'] = {
  network: 'eip155:31338',
  asset: GUSD,
  metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: 6 },
}
const options: PaymentOptions = { paymentAsset: gUSD, recipient: RECIPIENT, amount: 5 }

async function setup(pay = true) {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const send = vi.spyOn(test.adapter, 'sendTransaction')
  const kit = createKit({
    projectId: 'p',
    networks: [gangwayDevnetA, gangwayDevnetB],
    adapters: [test.adapter],
    storage: memoryStorage(),
    features: { email: false, socials: false, pay },
  })
  await kit.ready
  const events: string[] = []
  kit.events.subscribe((e: KitEvent) => events.push(e.data.event))
  return { kit, test, send, events }
}

afterEach(() => vi.useRealTimers())

describe('openPay', () => {
  it('opens the Pay view with the payment, and emits PAY_MODAL_OPEN', async () => {
    const { kit, events } = await setup()
    openPay(kit, options)
    expect(kit.stores.modal.get().open).toBe(true)
    expect(kit.stores.router.get().history).toEqual([{ view: 'Pay', data: undefined }])
    expect(kit.stores.pay.get()).toMatchObject({ options, error: null, isPaymentInProgress: false })
    expect(events).toContain('PAY_MODAL_OPEN')
    expect(getExchanges()).toEqual([])
  })

  it.each([
    [{ ...options, paymentAsset: undefined }, 'INVALID_PAYMENT_CONFIG', 'Invalid payment configuration'],
    [{ ...options, recipient: '' }, 'INVALID_RECIPIENT', 'Invalid recipient address'],
    [{ ...options, paymentAsset: { ...gUSD, asset: '' } }, 'INVALID_ASSET', 'Invalid asset specified'],
    [{ ...options, amount: 0 }, 'INVALID_AMOUNT', 'Invalid payment amount'],
    [{ ...options, amount: -1 }, 'INVALID_AMOUNT', 'Invalid payment amount'],
    [{ ...options, amount: 0.0000001 }, 'INVALID_AMOUNT', 'Invalid payment amount'],
    [
      { ...options, paymentAsset: { ...gUSD, network: 'eip155:1' } },
      'INVALID_PAYMENT_CONFIG',
      'Invalid payment configuration',
    ],
    [
      { ...options, recipient: 'nope' },
      'INVALID_RECIPIENT_ADDRESS_FOR_ASSET',
      'Invalid recipient address for the asset selected',
    ],
    [{ ...options, paymentAsset: { ...gUSD, asset: 'usd' } }, 'INVALID_ASSET', 'Invalid asset specified'],
  ])('refuses bad options with AppKit Pay’s code and message, and changes nothing (%#)', async (bad, code, message) => {
    const { kit } = await setup()
    const before = kit.stores.pay.get()
    let error: unknown
    try {
      openPay(kit, bad as PaymentOptions)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(PayError)
    expect(error).toMatchObject({ code, message })
    expect(kit.stores.pay.get()).toBe(before)
    expect(kit.stores.modal.get().open).toBe(false)
  })

  it('needs features.pay', async () => {
    const { kit } = await setup(false)
    expect(() => openPay(kit, options)).toThrow('Unable to initiate payment')
    expect(kit.stores.modal.get().open).toBe(false)
  })
})

describe('payWithWallet', () => {
  it('switches to the asset’s network, sends the ERC-20 transfer and answers the hash', async () => {
    const { kit, test, send, events } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    openPay(kit, options)
    const paying = payWithWallet(kit)
    expect(getIsPaymentInProgress(kit)).toBe(true)
    expect(kit.stores.router.get().history.map((e) => e.view)).toEqual(['Pay', 'PayLoading'])
    expect(await paying).toBe(HASH)
    expect(test.state.switches).toEqual(['eip155:31338'])
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    const tx = send.mock.calls[0]?.[0]
    expect(tx?.to).toBe(GUSD)
    expect(decodeFunctionData({ abi: erc20Abi, data: tx?.data as `0x${string}` })).toEqual({
      functionName: 'transfer',
      args: [RECIPIENT, 5_000_000n],
    })
    expect(getPayResult(kit)).toBe(HASH)
    expect(getPayError(kit)).toBeNull()
    expect(getIsPaymentInProgress(kit)).toBe(false)
    expect(kit.stores.pay.get().currentPayment).toEqual({ type: 'wallet', status: 'SUCCESS', result: HASH })
    expect(events).toEqual(expect.arrayContaining(['PAY_INITIATED', 'PAY_SUCCESS']))
  })

  it('a native payment on the active network sends value, no switch', async () => {
    const { kit, test, send } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    openPay(kit, {
      paymentAsset: {
        network: 'eip155:31337',
        asset: 'native',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      recipient: RECIPIENT,
      amount: 0.25,
    })
    await payWithWallet(kit)
    expect(test.state.switches).toEqual([])
    expect(send.mock.calls[0]?.[0]).toMatchObject({ to: RECIPIENT, value: 250_000_000_000_000_000n })
  })

  it('the wallet declining: AppKit Pay’s message, the reason, back on Pay; pay() resolves the failure', async () => {
    const { kit, test } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    test.state.sendError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const result = pay(kit, options)
    await expect(payWithWallet(kit)).rejects.toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      message: 'Unable to process payment',
    })
    expect(await result).toEqual({ success: false, error: 'Unable to process payment', reason: 'Transaction declined' })
    expect(getPayError(kit)).toBe('Unable to process payment')
    expect(kit.stores.pay.get().reason).toBe('Transaction declined')
    expect(kit.stores.router.get().history.map((e) => e.view)).toEqual(['Pay'])
    expect(getPayResult(kit)).toBeUndefined()

    // trying again in the dialog pays; the hash is there
    test.state.sendError = undefined
    expect(await payWithWallet(kit)).toBe(HASH)
    expect(getPayResult(kit)).toBe(HASH)
    expect(getPayError(kit)).toBeNull()
  })

  it('not connected: the failure says so', async () => {
    const { kit } = await setup()
    openPay(kit, options)
    await expect(payWithWallet(kit)).rejects.toMatchObject({ code: 'GENERIC_PAYMENT_ERROR' })
    expect(kit.stores.pay.get().reason).toBe('Address or auth connector not found')
  })
})

describe('pay', () => {
  it('resolves with the hash once paid', async () => {
    const { kit } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    const result = pay(kit, options)
    await payWithWallet(kit)
    expect(await result).toEqual({ success: true, result: HASH })
  })

  it('rejects bad options, a timeout of 0, and after the 5-minute timeout', async () => {
    const { kit } = await setup()
    await expect(pay(kit, { ...options, amount: 0 })).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    await expect(pay(kit, options, 0)).rejects.toMatchObject({
      code: 'INVALID_PAYMENT_CONFIG',
      details: 'Timeout must be greater than 0',
    })
    vi.useFakeTimers()
    const waiting = pay(kit, options)
    const settled = expect(waiting).rejects.toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      message: 'Unable to process payment',
      details: 'Payment timeout',
    })
    await vi.advanceTimersByTimeAsync(300_000)
    await settled
  })
})

describe('payWithWallet on Solana', () => {
  const PAYER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  const TILL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

  async function solanaKit() {
    const evm = createTestAdapter()
    evm.state.chainId = 31337
    const sol = createTestAdapter('solana')
    sol.state.accounts = [PAYER]
    sol.state.chainId = 'GangwayLoca1So1anaChain111111111'
    const sendToken = vi.fn(async (_transfer: TokenTransfer & { connectorId: string }) => 'solana-signature')
    sol.adapter.sendToken = sendToken
    const kit = createKit({
      projectId: 'p',
      networks: [gangwayDevnetA, gangwaySolanaLocal],
      adapters: [evm.adapter, sol.adapter],
      storage: memoryStorage(),
      features: { email: false, socials: false, pay: true },
    })
    await kit.ready
    await connect(kit, { connectorId: 'dev.gangway.wallet', namespace: 'solana' })
    await connect(kit, { connectorId: 'dev.gangway.wallet', namespace: 'eip155' })
    return { kit, sendToken }
  }
  const sol = { network: gangwaySolanaLocal.caipNetworkId, metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 } }

  it('SOL from the EVM network: Solana becomes active, the adapter’s transfer (lamports) answers the signature', async () => {
    const { kit, sendToken } = await solanaKit()
    expect(kit.stores.chains.get().activeNamespace).toBe('eip155')
    openPay(kit, { paymentAsset: { ...sol, asset: 'native' }, recipient: TILL, amount: 1.5 })
    expect(await payWithWallet(kit)).toBe('solana-signature')
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe(gangwaySolanaLocal.caipNetworkId)
    expect(sendToken).toHaveBeenCalledWith(
      expect.objectContaining({ from: PAYER, to: TILL, amount: 1_500_000_000n, connectorId: 'dev.gangway.wallet' }),
    )
    expect(sendToken.mock.calls[0]?.[0]).not.toHaveProperty('token')
  })

  it('an SPL token: the mint and decimals go with the transfer; an EVM recipient is refused for Solana', async () => {
    const { kit, sendToken } = await solanaKit()
    const usdc = { ...sol, asset: MINT, metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } }
    expect(() => openPay(kit, { paymentAsset: usdc, recipient: RECIPIENT, amount: 5 })).toThrow(
      'Invalid recipient address for the asset selected',
    )
    openPay(kit, { paymentAsset: usdc, recipient: TILL, amount: 5 })
    await payWithWallet(kit)
    expect(sendToken).toHaveBeenCalledWith(
      expect.objectContaining({ to: TILL, amount: 5_000_000n, token: { address: MINT, decimals: 6 } }),
    )
  })
})
