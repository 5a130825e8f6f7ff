import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { DEFAULT_SWAP_DEXES } from './defaultSwapDexes.ts'
import { SwapDexesSchema } from './SwapDexes.ts'

describe('SWAP_DEXES', () => {
  it('defaults to Uniswap on the eight of SPEC §9 swap networks where Uniswap is deployed', () => {
    expect(SwapDexesSchema.safeParse(DEFAULT_SWAP_DEXES).success).toBe(true)
    expect(Object.keys(DEFAULT_SWAP_DEXES).sort()).toEqual(
      [
        'eip155:1',
        'eip155:10',
        'eip155:137',
        'eip155:324',
        'eip155:42161',
        'eip155:43114',
        'eip155:56',
        'eip155:8453',
      ].sort(),
    )
    expect(loadConfig({}).swapDexes).toEqual(DEFAULT_SWAP_DEXES)
  })

  it('adds or replaces chains over the defaults; null removes one; bad entries name the field', () => {
    const weth = '0x1111111111111111111111111111111111111111'
    const config = loadConfig({ SWAP_DEXES: JSON.stringify({ 'eip155:31337': { weth }, 'eip155:1': null }) })
    expect(config.swapDexes['eip155:31337']).toEqual({ weth })
    expect(config.swapDexes['eip155:1']).toBeUndefined()
    expect(config.swapDexes['eip155:10']).toBeDefined()
    expect(() => loadConfig({ SWAP_DEXES: JSON.stringify({ 'eip155:5': { weth: 'nope' } }) })).toThrow(
      /SWAP_DEXES: eip155:5.weth/,
    )
    expect(() => loadConfig({ SWAP_DEXES: JSON.stringify({ solana: { weth } }) })).toThrow(/SWAP_DEXES/)
  })
})
