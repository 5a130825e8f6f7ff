import { deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import type { HistoryResponse, NftsResponse } from '@gangway/protocol'
import { Hono } from 'hono'
import { createTestClient, erc20Abi, erc721Abi, type Hex, http, parseEther, publicActions, walletActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { activityRoutes } from './activityRoutes.ts'
import { createIndexer } from './createIndexer.ts'

const MNEMONIC = 'test test test test test test test test test test test junk'
const account0 = mnemonicToAccount(MNEMONIC, { addressIndex: 0 })
const account1 = mnemonicToAccount(MNEMONIC, { addressIndex: 1 })
const account7 = mnemonicToAccount(MNEMONIC, { addressIndex: 7 })
const CHAIN = 'eip155:31337'
const NFT = deployments.nft.address.toLowerCase()

let chains: Awaited<ReturnType<typeof startTestChains>>
let database: OpenDatabase
let app: Hono<AppEnv>
const hashes: Record<string, string> = {}

beforeAll(async () => {
  chains = await startTestChains([31337])
  const rpcUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
  await deployDevnet(rpcUrl)
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl), account: account0 })
    .extend(publicActions)
    .extend(walletActions)
  const mined = async (hash: Promise<Hex>) =>
    (await client.waitForTransactionReceipt({ hash: await hash })).transactionHash.toLowerCase()
  hashes.native = await mined(client.sendTransaction({ chain: null, to: account7.address, value: parseEther('1.25') }))
  hashes.token = await mined(
    client.writeContract({
      chain: null,
      address: deployments.tokens.gwt?.address as Hex,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account7.address, 1_500_000_000_000_000_000n],
    }),
  )
  hashes.nft = await mined(
    client.writeContract({
      chain: null,
      address: deployments.nft.address as Hex,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [account0.address, account7.address, 1n],
    }),
  )
  database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await createIndexer({ db: database.db, chainId: CHAIN, rpcUrl, confirmations: 0, startBlock: 0 }).catchUp()
  app = new Hono<AppEnv>()
  activityRoutes(app, database.db, {
    upstreams: { [CHAIN]: rpcUrl, 'eip155:31338': 'http://127.0.0.1:9' },
    spamContracts: [],
  })
}, 90_000)
afterAll(async () => {
  await database?.close()
  await chains?.stop()
})

const history = async (address: string, query = '') => {
  const res = await app.request(`/v1/account/${address}/history${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as HistoryResponse
}

describe('GET /v1/account/{address}/history', () => {
  it('answers the transfers newest first, seen from the address', async () => {
    const { data, next } = await history(account7.address, `?chainId=${CHAIN}`)
    expect(next).toBeNull()
    expect(data.map((t) => t.metadata.hash)).toEqual([hashes.nft, hashes.token, hashes.native])
    const [nft, token, native] = data
    expect(native).toMatchObject({
      id: `${CHAIN}:${hashes.native}`,
      metadata: {
        operationType: 'receive',
        chain: CHAIN,
        status: 'confirmed',
        sentFrom: account0.address.toLowerCase(),
        sentTo: account7.address.toLowerCase(),
      },
      transfers: [{ direction: 'in', quantity: { numeric: '1.25', decimals: 18 }, fungible_info: { symbol: 'ETH' } }],
    })
    expect(Number.isNaN(Date.parse(native?.metadata.minedAt ?? ''))).toBe(false)
    expect(token?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1.5', decimals: 18 },
        fungible_info: { name: 'Gangway Token', symbol: 'GWT', icon: { url: '/public/getTokenImage/GWT' } },
      },
    ])
    expect(nft?.transfers[0]?.nft_info).toMatchObject({
      name: 'Gangway Collectibles #1',
      is_spam: false,
      token_id: '1',
      contract: `${CHAIN}:${NFT}`,
    })
    expect(nft?.transfers[0]?.nft_info?.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const sent = await history(account0.address)
    expect(sent.data[0]?.transfers[0]).toMatchObject({ direction: 'out' })
    expect(sent.data[0]?.metadata.operationType).toBe('send')
  })

  it('pages by cursor: every transaction once, in order', async () => {
    const all = await history(account0.address, '?limit=100')
    expect(all.data.length).toBeGreaterThan(5)
    const seen: string[] = []
    let cursor: string | null = ''
    let pages = 0
    while (cursor !== null) {
      const page = await history(account0.address, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.data.length).toBeLessThanOrEqual(2)
      seen.push(...page.data.map((t) => t.id))
      cursor = page.next
      pages++
    }
    expect(seen).toEqual(all.data.map((t) => t.id))
    expect(new Set(seen).size).toBe(seen.length)
    expect(pages).toBe(Math.ceil(seen.length / 2))
  })

  it('filters by chain', async () => {
    expect((await history(account7.address, '?chainId=eip155:31338')).data).toEqual([])
  })

  it('rejects bad addresses, chains, cursors and limits with 400 and a clear message', async () => {
    const cases: [string, RegExp][] = [
      ['/v1/account/0x1234/history', /address "0x1234" is not an EVM address/],
      [`/v1/account/${account0.address}/history?chainId=31337`, /chainId "31337" is not a CAIP-2 EVM chain id/],
      [`/v1/account/${account0.address}/history?chainId=eip155:1`, /chainId eip155:1 is not served/],
      // activity covers EVM only (SPEC §1): a Solana chain is refused by name, whatever the address
      [
        '/v1/account/oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96/history?chainId=solana:GangwayLoca1So1anaChain111111111',
        /chainId solana:GangwayLoca1So1anaChain111111111 is not supported here: this call answers EVM chains only/,
      ],
      [`/v1/account/${account0.address}/history?cursor=nonsense`, /cursor is not a "next" value/],
      [`/v1/account/${account0.address}/history?limit=0`, /limit must be an integer from 1 to 100/],
      ['/v1/account/zz/nfts', /address "zz" is not an EVM address/],
    ]
    for (const [path, message] of cases) {
      const res = await app.request(path)
      expect(res.status, path).toBe(400)
      expect(((await res.json()) as { message: string }).message).toMatch(message)
    }
  })
})

describe('GET /v1/account/{address}/nfts', () => {
  const nfts = async (address: string, hono = app) => {
    const res = await hono.request(`/v1/account/${address}/nfts?chainId=${CHAIN}`)
    expect(res.status).toBe(200)
    return ((await res.json()) as NftsResponse).data
  }
  it('answers the tokens an address holds now, with name and on-chain image', async () => {
    expect((await nfts(account0.address)).map((n) => n.tokenId)).toEqual(['2', '3'])
    expect((await nfts(account1.address)).map((n) => n.tokenId)).toEqual(['4', '5'])
    const [held] = await nfts(account7.address)
    expect(held).toMatchObject({
      chainId: CHAIN,
      contract: `${CHAIN}:${NFT}`,
      tokenId: '1',
      name: 'Gangway Collectibles #1',
      collection: { name: 'Gangway Collectibles', symbol: 'GWC' },
      is_spam: false,
    })
    expect(held?.image).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('flags collections the operator listed as spam', async () => {
    const hono = new Hono<AppEnv>()
    activityRoutes(hono, database.db, {
      upstreams: { [CHAIN]: 'http://127.0.0.1:9' },
      spamContracts: [`${CHAIN}:${NFT}`],
    })
    const [held] = await nfts(account7.address, hono)
    // the chain is unreachable here: the NFT is still answered, with a fallback name and no image
    expect(held).toMatchObject({ is_spam: true, name: 'Gangway Collectibles #1', image: null })
  })
})
