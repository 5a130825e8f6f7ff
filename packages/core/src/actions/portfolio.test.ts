import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { fetchIdentity } from './fetchIdentity.ts'
import { balanceRetryAllowed, fetchTokenBalances } from './fetchTokenBalances.ts'
import { fetchTransactions } from './fetchTransactions.ts'
import { getAccount } from './getAccount.ts'
import { sendToken } from './sendToken.ts'
import { updateSend } from './updateSend.ts'

const address = '0x1111111111111111111111111111111111111111'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Answers the kit's HTTP calls the way the Gangway server does; counts calls per path. `/v1/supported-chains`
 * answers `supported` (the test devnet by default) and is counted apart, in `calls.supported`.
 */
function serve(
  route: (url: URL) => { status?: number; body: unknown },
  supported: { status?: number; body: unknown } = { body: { http: ['eip155:31337'], ws: [] } },
) {
  const calls: URL[] & { supported: number } = Object.assign([], { supported: 0 })
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input)
    const { status = 200, body } = url.pathname === '/v1/supported-chains' ? supported : route(url)
    if (url.pathname === '/v1/supported-chains') calls.supported++
    else calls.push(url)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

const balance = (symbol: string, decimals: number, numeric: string, tokenAddress?: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  ...(tokenAddress ? { address: tokenAddress } : {}),
  value: 1,
  price: 1,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: `/public/getTokenImage/${symbol}`,
})

async function connected() {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
    apiUrl: 'http://api.test',
  })
  await kit.ready
  await connect(kit, { connectorId: 'dev.gangway.wallet' })
  return { kit, test }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('token balances', () => {
  it('list the server’s balances without 0-decimal tokens, reused for 30 s unless forced', async () => {
    const calls = serve(() => ({ body: { balances: [balance('ETH', 18, '1.5'), balance('ZERO', 0, '100')] } }))
    const { kit } = await connected()
    expect((await fetchTokenBalances(kit)).map((t) => t.symbol)).toEqual(['ETH'])
    await fetchTokenBalances(kit)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.pathname).toBe(`/v1/account/${address}/balance`)
    expect(calls[0]?.searchParams.get('chainId')).toBe('eip155:31337')
    await fetchTokenBalances(kit, { force: true })
    expect(calls).toHaveLength(2)
    expect(calls[1]?.searchParams.get('forceUpdate')).toBe('true')
    expect(kit.stores.portfolio.get().tokensStatus).toBe('ready')
  })

  it('SPEC §3 "tokenBalance": the account state carries the Tokens list (the hooks read it there)', async () => {
    serve(() => ({ body: { balances: [balance('ETH', 18, '1.5'), balance('GWT', 18, '7')] } }))
    const { kit } = await connected()
    expect(getAccount(kit).tokenBalance).toBeUndefined()
    await fetchTokenBalances(kit)
    expect(getAccount(kit).tokenBalance).toEqual(kit.stores.portfolio.get().tokens)
    expect(getAccount(kit).tokenBalance?.map((t) => t.symbol)).toEqual(['ETH', 'GWT'])
    await disconnect(kit)
    expect(getAccount(kit).tokenBalance).toBeUndefined()
  })

  it('are unavailable after a failure and asked for again no sooner than 30 s later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let fail = true
    const calls = serve(() =>
      fail
        ? { status: 502, body: { code: 'SERVER_ERROR', message: 'down' } }
        : { body: { balances: [balance('ETH', 18, '2')] } },
    )
    const { kit } = await connected()
    await fetchTokenBalances(kit)
    expect(kit.stores.portfolio.get().tokensStatus).toBe('error')
    fail = false
    vi.advanceTimersByTime(29_999)
    await fetchTokenBalances(kit, { force: true })
    expect(calls).toHaveLength(1)
    expect(kit.stores.portfolio.get().tokensStatus).toBe('error')
    vi.advanceTimersByTime(1)
    await fetchTokenBalances(kit)
    expect(calls).toHaveLength(2)
    expect(kit.stores.portfolio.get()).toMatchObject({ tokensStatus: 'ready', tokensFailedAt: undefined })
    expect(balanceRetryAllowed(1000, 30_999)).toBe(false)
    expect(balanceRetryAllowed(1000, 31_000)).toBe(true)
  })

  it('GET /v1/supported-chains asked once per page: balances and activity of a network the server does not read are not asked for (issue 37 item 12)', async () => {
    const calls = serve(() => ({ body: { balances: [balance('ETH', 18, '1')] } }), {
      body: { http: ['eip155:1', 'eip155:31338'], ws: [] },
    })
    const { kit } = await connected()
    expect(await fetchTokenBalances(kit)).toEqual([])
    expect(kit.stores.portfolio.get().tokensStatus).toBe('error')
    expect(await fetchTransactions(kit, { reset: true })).toEqual([])
    expect(kit.stores.portfolio.get()).toMatchObject({ transactions: [], transactionsStatus: 'ready' })
    expect(calls).toHaveLength(0)
    expect(calls.supported).toBe(1)
  })

  it('a server that cannot say which chains it reads is asked as before, and asked again next time', async () => {
    const calls = serve(() => ({ body: { balances: [balance('ETH', 18, '1')] } }), {
      status: 500,
      body: { code: 'SERVER_ERROR', message: 'down' },
    })
    const { kit } = await connected()
    expect((await fetchTokenBalances(kit)).map((t) => t.symbol)).toEqual(['ETH'])
    await fetchTokenBalances(kit, { force: true })
    expect(calls).toHaveLength(2)
    expect(calls.supported).toBe(2)
  })

  it('are unavailable on a network the site does not support, without asking the server', async () => {
    const calls = serve(() => ({ body: { balances: [] } }))
    const { kit } = await connected()
    kit.stores.chains.set({ unsupportedNetwork: true })
    await fetchTokenBalances(kit)
    expect(calls).toHaveLength(0)
    expect(kit.stores.portfolio.get().tokensStatus).toBe('error')
  })
})

describe('activity', () => {
  const history = (ids: string[], next: string | null, chain = 'eip155:31337') => ({
    data: ids.map((id) => ({
      id,
      metadata: {
        operationType: 'send',
        hash: id,
        minedAt: '2026-11-20T10:00:00.000Z',
        chain,
        status: 'confirmed',
        sentFrom: address,
        sentTo: receiver,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1', decimals: 18 },
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: null },
        },
      ],
    })),
    next,
  })

  it('pages by cursor until the server says there is no more', async () => {
    const calls = serve((url) =>
      url.searchParams.get('cursor') === 'p2'
        ? { body: history(['0xc'], null) }
        : { body: history(['0xa', '0xb'], 'p2') },
    )
    const { kit } = await connected()
    await fetchTransactions(kit, { reset: true })
    await fetchTransactions(kit)
    await fetchTransactions(kit)
    expect(calls).toHaveLength(2)
    expect(kit.stores.portfolio.get().transactions.map((t) => t.id)).toEqual(['0xa', '0xb', '0xc'])
  })

  it('shows "Failed to fetch transactions" and an empty list on failure', async () => {
    serve(() => ({ status: 500, body: { code: 'SERVER_ERROR', message: 'Server Error' } }))
    const { kit } = await connected()
    kit.stores.portfolio.set({ transactions: history(['0xa'], null).data as never })
    expect(await fetchTransactions(kit, { reset: true })).toEqual([])
    expect(kit.stores.portfolio.get()).toMatchObject({ transactions: [], transactionsStatus: 'error' })
    expect(kit.stores.snack.get()).toMatchObject({
      open: true,
      message: 'Failed to fetch transactions',
      variant: 'error',
      code: 'FAILED_TO_FETCH_TRANSACTIONS',
    })
  })
})

describe('identity', () => {
  it('sets the name and avatar, cached 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const calls = serve(() => ({ body: { name: 'alice.gangway', avatar: null } }))
    const { kit } = await connected()
    await fetchIdentity(kit)
    await fetchIdentity(kit)
    expect(calls).toHaveLength(1)
    expect(kit.stores.chains.get().accounts.eip155?.profileName).toBe('alice.gangway')
    vi.advanceTimersByTime(5 * 60_000)
    await fetchIdentity(kit)
    expect(calls).toHaveLength(2)
  })

  it('no name in the identity: the fallback lookup’s first name is shown (SPEC §7, issue 37 item 12)', async () => {
    const named = (name: string) => ({ name, registered_at: '2026-11-01T00:00:00Z', addresses: {}, attributes: [] })
    const calls = serve((url) =>
      url.pathname.startsWith('/v1/profile/reverse/')
        ? { body: [named('bob.gangway'), named('bobby.gangway')] }
        : { body: { name: null, avatar: 'https://img.test/a.png' } },
    )
    const { kit } = await connected()
    expect(await fetchIdentity(kit)).toEqual({ name: 'bob.gangway', avatar: 'https://img.test/a.png' })
    expect(calls.map((u) => u.pathname)).toEqual([`/v1/identity/${address}`, `/v1/profile/reverse/${address}`])
    expect(kit.stores.chains.get().accounts.eip155).toMatchObject({
      profileName: 'bob.gangway',
      profileImage: 'https://img.test/a.png',
    })
  })

  it('no name anywhere (or the fallback fails): the address shows, nothing is invented', async () => {
    serve((url) =>
      url.pathname.startsWith('/v1/profile/reverse/')
        ? { status: 500, body: { status: 'ERROR', reasons: [{ description: 'down' }] } }
        : { body: { name: null, avatar: null } },
    )
    const { kit } = await connected()
    expect(await fetchIdentity(kit)).toEqual({ name: null, avatar: null })
    expect(kit.stores.chains.get().accounts.eip155?.profileName).toBeUndefined()
  })
})

describe('send', () => {
  const gwt = balance('GWT', 18, '10', 'eip155:31337:0xA15BB66138824a1c7167f5E85b957d04Dd34E468')

  it('refuses an invalid form and changes nothing', async () => {
    serve(() => ({ body: { balances: [] } }))
    const { kit } = await connected()
    updateSend(kit, { token: gwt, amount: '', receiver })
    await expect(sendToken(kit)).rejects.toMatchObject({
      code: 'INVALID_SEND',
      message: 'An amount and receiver address are required',
    })
    expect(kit.stores.portfolio.get().pending).toEqual([])
    expect(kit.stores.send.get()).toMatchObject({ amount: '', status: 'idle' })
  })

  it('sends, lists the transaction as pending (at most 99), resets and returns to Account', async () => {
    serve(() => ({ body: { balances: [gwt] } }))
    const { kit, test } = await connected()
    const sent: unknown[] = []
    test.adapter.sendTransaction = async (tx) => {
      sent.push(tx)
      return `0x${String(sent.length).padStart(64, '0')}`
    }
    kit.stores.router.set({
      history: [
        { view: 'Account', data: undefined },
        { view: 'WalletSendPreview', data: undefined },
      ],
    })
    for (let i = 0; i < 101; i++) {
      updateSend(kit, { token: gwt, amount: '1.5', receiver })
      await sendToken(kit)
    }
    expect(sent[0]).toMatchObject({
      connectorId: 'dev.gangway.wallet',
      to: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
    })
    const { pending } = kit.stores.portfolio.get()
    expect(pending).toHaveLength(99)
    expect(pending[0]?.metadata).toMatchObject({ status: 'pending', hash: `0x${'101'.padStart(64, '0')}` })
    expect(pending[0]?.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '1.5' } })
    expect(kit.stores.send.get()).toMatchObject({ token: undefined, amount: '', receiver: '', status: 'idle' })
    expect(kit.stores.router.get().history).toEqual([{ view: 'Account', data: undefined }])
    expect(kit.stores.snack.get()).toMatchObject({ code: 'TRANSACTION_SENT' })
  })

  it('keeps the form when the wallet declines', async () => {
    serve(() => ({ body: { balances: [] } }))
    const { kit, test } = await connected()
    test.adapter.sendTransaction = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    updateSend(kit, { token: gwt, amount: '1.5', receiver })
    await expect(sendToken(kit)).rejects.toMatchObject({
      code: 'TRANSACTION_REJECTED',
      message: 'Transaction declined',
    })
    expect(kit.stores.send.get()).toMatchObject({ amount: '1.5', status: 'idle' })
    expect(kit.stores.portfolio.get().pending).toEqual([])
  })
})
