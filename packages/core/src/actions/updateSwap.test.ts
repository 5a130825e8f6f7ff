import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '@gangway/protocol'
import { describe, expect, it } from 'vitest'
import { createKit, destroyKit } from '../createKit.ts'
import { gangwayDevnetA, gangwayDevnetB } from '../networks/index.ts'
import type { KitOptions } from '../options/KitOptions.ts'
import { formatSwapAmount, isNativeSwapToken, parseSwapAmount, swapGasLimit } from '../swap/swapAmounts.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { isSwapNetwork } from './isSwapNetwork.ts'
import { openModal } from './openModal.ts'
import { switchSwapTokens } from './switchSwapTokens.ts'
import { updateSwap } from './updateSwap.ts'

const token = (symbol: string, address: string, decimals = 18): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:31337:${address}`,
  decimals,
  logoUri: '',
})
const ETH = token('ETH', NATIVE_TOKEN_ADDRESS)
const USD = token('gUSD', '0x2222222222222222222222222222222222222222', 6)
const GWT = token('GWT', '0x3333333333333333333333333333333333333333')

const kitFor = (options: Partial<KitOptions> = {}) =>
  createKit({ projectId: 'local', networks: [gangwayDevnetA], storage: memoryStorage(), ...options })

describe('swap form', () => {
  it('updateSwap forgets the quote; choosing the other side’s token swaps the sides; both set: both kept', () => {
    const kit = kitFor()
    updateSwap(kit, { sourceToken: ETH, toToken: USD, sourceTokenAmount: '1' })
    kit.stores.swap.set({ toTokenAmount: '3000', allowance: 5n, gasFee: 1n })
    updateSwap(kit, { sourceTokenAmount: '2' })
    expect(kit.stores.swap.get()).toMatchObject({ toTokenAmount: '', allowance: undefined, gasFee: undefined })
    updateSwap(kit, { toToken: ETH })
    expect(kit.stores.swap.get()).toMatchObject({ sourceToken: USD, toToken: ETH })
    updateSwap(kit, { sourceToken: ETH, toToken: GWT })
    expect(kit.stores.swap.get()).toMatchObject({ sourceToken: ETH, toToken: GWT })
    kit.stores.swap.set({ toTokenAmount: '7.5' })
    switchSwapTokens(kit)
    expect(kit.stores.swap.get()).toMatchObject({ sourceToken: GWT, toToken: ETH, sourceTokenAmount: '7.5' })
    destroyKit(kit)
  })

  it('amounts: positive decimals within the token’s decimals; gas per hop; the native coin', () => {
    expect(parseSwapAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseSwapAmount('1.', 6)).toBe(1_000_000n)
    expect(parseSwapAmount('0.0000001', 6)).toBeUndefined()
    expect(parseSwapAmount('0', 6)).toBeUndefined()
    expect(parseSwapAmount('-1', 6)).toBeUndefined()
    expect(parseSwapAmount('1e3', 6)).toBeUndefined()
    expect(formatSwapAmount('2500000', 6)).toBe('2.5')
    expect(swapGasLimit(undefined)).toBe(200_000n)
    expect(
      swapGasLimit({
        id: null,
        fromAmount: '1',
        fromAccount: '',
        toAmount: '1',
        toAccount: '',
        route: { provider: 'uniswap-v2', path: ['a', 'b', 'c'] },
      }),
    ).toBe(300_000n)
    expect(isNativeSwapToken(ETH)).toBe(true)
    expect(isNativeSwapToken(USD)).toBe(false)
  })

  it('isSwapNetwork: SPEC’s list or the server’s answer, never with features.swaps off', () => {
    const kit = kitFor()
    const mainnet = { ...gangwayDevnetA, id: 1, caipNetworkId: 'eip155:1' as const }
    expect(isSwapNetwork(kit, mainnet)).toBe(true)
    expect(isSwapNetwork(kit, gangwayDevnetB)).toBe(false)
    kit.stores.swap.set({ supported: { [gangwayDevnetB.caipNetworkId]: true, 'eip155:1': false } })
    expect(isSwapNetwork(kit, gangwayDevnetB)).toBe(true)
    expect(isSwapNetwork(kit, mainnet)).toBe(false)
    destroyKit(kit)
    const off = kitFor({ features: { swaps: false } })
    off.stores.swap.set({ supported: { [gangwayDevnetB.caipNetworkId]: true } })
    expect(isSwapNetwork(off, gangwayDevnetB)).toBe(false)
    destroyKit(off)
  })

  it("open({ view: 'Swap', arguments }) gives the arguments to the Swap view; other views ignore them", () => {
    const kit = kitFor()
    const args = { amount: '1', fromToken: 'ETH', toToken: 'gUSD' }
    openModal(kit, { view: 'Swap', arguments: args })
    expect(kit.stores.router.get().history).toEqual([{ view: 'Swap', data: args }])
    openModal(kit, { view: 'Networks', arguments: args })
    expect(kit.stores.router.get().history).toEqual([{ view: 'Networks', data: undefined }])
    destroyKit(kit)
  })
})
