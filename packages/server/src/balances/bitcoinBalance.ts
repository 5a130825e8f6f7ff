import { ApiErrorCode, type TokenBalance } from '@gangway/protocol'
import type { Context } from 'hono'
import { type BitcoinAddressInfo, BitcoinUpstreamError } from '../bitcoin/BitcoinBackend.ts'
import { isBitcoinAddress } from '../bitcoin/bitcoinNetworks.ts'
import type { BitcoinChain } from '../bitcoin/createBitcoinBackends.ts'
import { apiError } from '../http/apiError.ts'
import { numeric } from './readBalances.ts'

/**
 * The balance answer for a `bip122:` account: one BTC entry (8 decimals) — confirmed plus mempool sums of the
 * chain's Bitcoin backend, as wallets show a spendable balance — priced at `${chainId}:native`, cached like EVM
 * balances (`BALANCE_CACHE_MS`, bypassed by `forceUpdate=true`). Unknown chain
 * or an address not of that network: 400, before the backend is asked.
 */
export async function bitcoinBalance(
  c: Context,
  chainId: string,
  chains: Record<string, BitcoinChain>,
  price: (key: string) => number,
  /** Reads the address through the cache unless `forceUpdate` (the same rule as EVM balances). */
  read: (key: string, load: () => Promise<BitcoinAddressInfo>, force: boolean) => Promise<BitcoinAddressInfo>,
): Promise<Response> {
  const chain = chains[chainId]
  if (!chain) {
    return apiError(
      c,
      400,
      ApiErrorCode.BAD_REQUEST,
      `chainId ${chainId.slice(0, 80)} is not served; supported Bitcoin chains: ${Object.keys(chains).join(', ') || 'none'}`,
    )
  }
  const address = c.req.param('address') ?? ''
  if (!isBitcoinAddress(address, chain.rules)) {
    return apiError(
      c,
      400,
      ApiErrorCode.BAD_REQUEST,
      `address "${address.slice(0, 100)}" is not a Bitcoin address of ${chainId}`,
    )
  }
  try {
    const info = await read(
      `${chainId}|${address}`,
      () => chain.backend.address(address),
      c.req.query('forceUpdate') === 'true',
    )
    const sats =
      BigInt(info.chain_stats.funded_txo_sum - info.chain_stats.spent_txo_sum) +
      BigInt(info.mempool_stats.funded_txo_sum - info.mempool_stats.spent_txo_sum)
    const quantity = numeric(sats, 8)
    const p = price(`${chainId}:native`)
    const balance: TokenBalance = {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId,
      value: Number(quantity) * p,
      price: p,
      quantity: { decimals: '8', numeric: quantity },
      iconUrl: '/public/getCurrencyImage/BTC',
    }
    return c.json({ balances: [balance] })
  } catch (error) {
    if (!(error instanceof BitcoinUpstreamError)) throw error
    return apiError(c, 502, ApiErrorCode.SERVER_ERROR, `Could not read balances on ${chainId}: ${error.message}`)
  }
}
