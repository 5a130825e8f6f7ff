import { ApiErrorCode, HISTORY_PAGE_SIZE, type Nft } from '@gangway/protocol'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { accountParams } from '../http/accountParams.ts'
import { apiError } from '../http/apiError.ts'
import { createTtlCache } from '../http/createTtlCache.ts'
import { decodeHistoryCursor } from './historyCursor.ts'
import { queryHistory } from './queryHistory.ts'
import { queryNfts } from './queryNfts.ts'
import { type NftMetadata, readNftMetadata } from './readNftMetadata.ts'
import { toTransaction } from './toTransaction.ts'

export type ActivityOptions = {
  upstreams: Record<string, string>
  /** CAIP-10 collection addresses flagged `is_spam` (lowercase). */
  spamContracts: readonly string[]
  /** NFT metadata read from the chain is reused this long. */
  nftMetadataCacheMs?: number
}

const MAX_PAGE = 100

/**
 * `GET /v1/account/{address}/history?cursor&chainId&limit` → `{ data, next }` from the indexed transfers, and
 * `GET /v1/account/{address}/nfts?chainId` → `{ data }`, the ERC-721 tokens the address holds.
 */
export function activityRoutes(app: Hono<AppEnv>, db: Kysely<Database>, options: ActivityOptions): void {
  const served = Object.keys(options.upstreams).filter((id) => id.startsWith('eip155:'))
  const spam = new Set(options.spamContracts.map((c) => c.toLowerCase()))
  const metadataCache = createTtlCache<NftMetadata>(options.nftMetadataCacheMs ?? 10 * 60_000, 10_000)
  const nativeCurrency = () => ({ name: 'Ether', symbol: 'ETH' })

  /** Metadata of NFTs keyed `chain:contract:tokenId`, read per chain in one call for the ones not cached. */
  const nftMetadata = async (tokens: { chainId: string; contract: string; tokenId: string }[]) => {
    const out = new Map<string, NftMetadata>()
    const byChain = new Map<string, typeof tokens>()
    for (const t of tokens) byChain.set(t.chainId, [...(byChain.get(t.chainId) ?? []), t])
    await Promise.all(
      [...byChain].map(async ([chainId, list]) => {
        const rpcUrl = options.upstreams[chainId]
        if (!rpcUrl) return
        let batch: Promise<NftMetadata[]> | undefined
        const read = () => {
          batch ??= readNftMetadata(rpcUrl, list)
          return batch
        }
        await Promise.all(
          list.map(async (t, i) => {
            const key = `${chainId}:${t.contract}:${t.tokenId}`
            const meta = await metadataCache
              .get(key, async () => (await read())[i] ?? { name: null, image: null })
              .catch(() => ({ name: null, image: null }))
            out.set(key, meta)
          }),
        )
      }),
    )
    return out
  }

  app.get('/v1/account/:address/history', async (c) => {
    const params = accountParams(c, { required: false, served })
    if (params instanceof Response) return params
    const cursorText = c.req.query('cursor')
    const cursor = cursorText ? decodeHistoryCursor(cursorText) : undefined
    if (cursorText && !cursor) {
      return apiError(c, 400, ApiErrorCode.BAD_REQUEST, 'cursor is not a "next" value this server answered')
    }
    const limitText = c.req.query('limit')
    const limit = limitText === undefined ? HISTORY_PAGE_SIZE : Number(limitText)
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      return apiError(c, 400, ApiErrorCode.BAD_REQUEST, `limit must be an integer from 1 to ${MAX_PAGE}`)
    }
    const page = await queryHistory(db, { address: params.address, chainId: params.chainId, cursor, limit })
    const nfts = page.transactions.flatMap((t) =>
      t.transfers.flatMap((x) =>
        x.kind === 'erc721' && x.contract && x.token_id
          ? [{ chainId: x.chain_id, contract: x.contract, tokenId: x.token_id }]
          : [],
      ),
    )
    const ctx = {
      address: params.address,
      contracts: page.contracts,
      nftMetadata: await nftMetadata(nfts),
      spam,
      nativeCurrency,
    }
    return c.json({ data: page.transactions.map((t) => toTransaction(t, ctx)), next: page.next })
  })

  app.get('/v1/account/:address/nfts', async (c) => {
    const params = accountParams(c, { required: false, served })
    if (params instanceof Response) return params
    const held = await queryNfts(db, params)
    const meta = await nftMetadata(
      held.map((n) => ({ chainId: n.chain_id, contract: n.contract, tokenId: n.token_id })),
    )
    const data: Nft[] = held.map((n) => {
      const m = meta.get(`${n.chain_id}:${n.contract}:${n.token_id}`)
      return {
        chainId: n.chain_id,
        contract: `${n.chain_id}:${n.contract}`,
        tokenId: n.token_id,
        name: m?.name ?? `${n.name ?? 'NFT'} #${n.token_id}`,
        collection: { name: n.name, symbol: n.symbol },
        image: m?.image ?? null,
        is_spam: spam.has(`${n.chain_id}:${n.contract}`),
      }
    })
    return c.json({ data })
  })
}
