import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/Database.ts'

export type HeldNft = {
  chain_id: string
  contract: string
  token_id: string
  name: string | null
  symbol: string | null
}

/**
 * ERC-721 tokens whose latest indexed transfer went to `address` (lowercase), on one chain or all, ordered by
 * chain, collection and token id.
 */
export async function queryNfts(
  db: Kysely<Database>,
  params: { address: string; chainId?: string | undefined },
): Promise<HeldNft[]> {
  const chainFilter = params.chainId ? sql`and chain_id = ${params.chainId}` : sql``
  const { rows } = await sql<HeldNft>`
    select latest.chain_id, latest.contract, latest.token_id, c.name, c.symbol
    from (
      select distinct on (chain_id, contract, token_id) chain_id, contract, token_id, recipient
      from transfers
      where kind = 'erc721' ${chainFilter}
        and (chain_id, contract, token_id) in (
          select chain_id, contract, token_id from transfers
          where kind = 'erc721' and recipient = ${params.address} ${chainFilter}
        )
      order by chain_id, contract, token_id, block_number desc, tx_index desc, log_index desc
    ) latest
    left join token_contracts c on c.chain_id = latest.chain_id and c.address = latest.contract
    where latest.recipient = ${params.address}
    order by latest.chain_id, latest.contract, (latest.token_id)::numeric
  `.execute(db)
  return rows
}
