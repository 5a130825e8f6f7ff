import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from './actions/connect.ts'
import { disconnect } from './actions/disconnect.ts'
import { getAccount } from './actions/getAccount.ts'
import { isSwapNetwork } from './actions/isSwapNetwork.ts'
import { walletImageUrls } from './actions/walletImageUrl.ts'
import { ConstantsUtil } from './constants.ts'
import { createKit } from './createKit.ts'
import { gangwayDevnetA, mainnet } from './networks/index.ts'
import { truncateDecimals } from './portfolio/truncateDecimals.ts'
import { createTestAdapter } from './test/createTestAdapter.ts'
import { memoryStorage } from './test/memoryStorage.ts'

afterEach(() => {
  vi.useRealTimers()
})

async function kitWith(test = createTestAdapter()) {
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
    apiUrl: 'http://127.0.0.1:9',
  })
  await kit.ready
  return { kit, test }
}

describe('SPEC §9 numbers, pinned (issue 37 item 18)', () => {
  it('the values are SPEC’s', () => {
    expect(ConstantsUtil).toMatchObject({
      DISCONNECT_WAIT_LIMIT_MS: 3000,
      WALLET_IMAGES_PER_PAGE: 20,
      MODAL_WIDTH_PX: 360,
      BALANCE_CACHE_MS: 30_000,
      BALANCE_DISPLAY_DECIMALS: 3,
      SWAP_SLIPPAGE: 1,
      SEARCH_MIN_WAIT_MS: 300,
      NAME_SEARCH_DEBOUNCE_MS: 300,
      POPUP_CLOSE_POLL_MS: 1000,
      EMAIL_OTP_RESEND_MS: 30_000,
    })
    expect(ConstantsUtil.SWAP_NETWORKS).toEqual([
      '1',
      '42161',
      '10',
      '324',
      '8453',
      '56',
      '137',
      '100',
      '43114',
      '250',
      '8217',
      '1313161554',
    ])
    // SPEC's RPC timeout (10 s, 3 retries) is the server's proxy's (RPC_TIMEOUT_MS / RPC_RETRIES); the
    // dialog's copies were unused and are gone, as is DEFAULT_CHAIN (the first of `networks` decides)
    for (const gone of ['RPC_TIMEOUT_MS', 'RPC_RETRIES', 'DEFAULT_CHAIN'])
      expect(ConstantsUtil).not.toHaveProperty(gone)
  })

  it('disconnect waits for the wallet at most 3 s, then resets anyway', async () => {
    const { kit, test } = await kitWith()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    test.adapter.disconnect = () => new Promise(() => undefined)
    vi.useFakeTimers()
    let done = false
    const leaving = disconnect(kit).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    expect(getAccount(kit).isConnected).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await leaving.catch(() => undefined)
    expect(getAccount(kit).isConnected).toBe(false)
  })

  it('images are asked for the first 20 wallets of a page only', async () => {
    const { kit } = await kitWith()
    const page = Array.from({ length: 40 }, (_, i) => ({ image_id: `img-${i}` }))
    const urls = walletImageUrls(kit, page)
    expect(urls).toHaveLength(20)
    expect(urls.at(-1)).toContain('img-19')
  })

  it('balances show 3 decimals, cut not rounded', () => {
    expect(truncateDecimals('1.23456')).toBe('1.234')
    expect(truncateDecimals('0.9999')).toBe('0.999')
  })

  it('swaps are offered on SPEC’s 12 EVM networks and no other (without the server saying so)', async () => {
    const { kit } = await kitWith()
    const evm = (id: number) => ({ ...mainnet, id, caipNetworkId: `eip155:${id}` as const })
    for (const id of ConstantsUtil.SWAP_NETWORKS) expect(isSwapNetwork(kit, evm(Number(id)))).toBe(true)
    expect(isSwapNetwork(kit, evm(11155111))).toBe(false)
  })
})
