import { ApiErrorCode } from '@gangway/protocol'
import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv.ts'
import { apiError } from '../http/apiError.ts'
import { limitBody } from '../http/limitBody.ts'
import { BitcoinTxRejected, BitcoinUpstreamError } from './BitcoinBackend.ts'
import { BitcoinLimits } from './bitcoinLimits.ts'
import { isBitcoinAddress, isTxid } from './bitcoinNetworks.ts'
import type { BitcoinChain } from './createBitcoinBackends.ts'

/**
 * The Esplora-shaped Bitcoin API, per served `bip122:` chain (`${apiUrl}/v1/bitcoin/${chainId}`, the chain id
 * URL-encoded or not): `GET /address/:address`, `GET /address/:address/utxo`, `GET /fee-estimates`,
 * `POST /tx` (raw hex as text → the txid as text) and `GET /tx/:txid/status`. The chain, address (checksum and
 * network) and txid are checked before any backend is asked: a bad one is a 400 naming it. A refused
 * transaction is a 400 with the node's reason; a backend that fails or times out a 502.
 */
export function bitcoinRoutes(app: Hono<AppEnv>, chains: Record<string, BitcoinChain>): void {
  const served = Object.keys(chains)
  const chainOf = (c: Context): BitcoinChain | Response => {
    // Hono decodes path parameters; a chain id still carrying %3A was encoded twice (or not a chain id at all)
    const chainId = c.req.param('chainId') ?? ''
    const chain = chains[chainId]
    if (chain) return chain
    return apiError(
      c,
      400,
      ApiErrorCode.BAD_REQUEST,
      `chain "${chainId.slice(0, 80)}" is not served here; supported: ${served.join(', ') || 'none'}`,
    )
  }
  const addressOf = (c: Context, chain: BitcoinChain): string | Response => {
    const address = c.req.param('address') ?? ''
    if (isBitcoinAddress(address, chain.rules)) return address
    return apiError(
      c,
      400,
      ApiErrorCode.BAD_REQUEST,
      `address "${address.slice(0, 100)}" is not a valid ${chain.rules.bech32}1… or base58 address of this network`,
    )
  }
  const failed = (c: Context, error: unknown): Response => {
    if (error instanceof BitcoinTxRejected) {
      return apiError(c, 400, ApiErrorCode.BAD_REQUEST, `Transaction rejected: ${error.message.slice(0, 500)}`)
    }
    if (error instanceof BitcoinUpstreamError) return apiError(c, 502, ApiErrorCode.SERVER_ERROR, error.message)
    throw error
  }

  app.get('/v1/bitcoin/:chainId/address/:address', async (c) => {
    const chain = chainOf(c)
    if (chain instanceof Response) return chain
    const address = addressOf(c, chain)
    if (address instanceof Response) return address
    try {
      return c.json(await chain.backend.address(address))
    } catch (error) {
      return failed(c, error)
    }
  })

  app.get('/v1/bitcoin/:chainId/address/:address/utxo', async (c) => {
    const chain = chainOf(c)
    if (chain instanceof Response) return chain
    const address = addressOf(c, chain)
    if (address instanceof Response) return address
    try {
      return c.json(await chain.backend.utxos(address))
    } catch (error) {
      return failed(c, error)
    }
  })

  app.get('/v1/bitcoin/:chainId/fee-estimates', async (c) => {
    const chain = chainOf(c)
    if (chain instanceof Response) return chain
    try {
      return c.json(await chain.backend.feeEstimates())
    } catch (error) {
      return failed(c, error)
    }
  })

  app.post(
    '/v1/bitcoin/:chainId/tx',
    limitBody(BitcoinLimits.TX_HEX_MAX_BYTES, (c) =>
      apiError(
        c,
        413,
        ApiErrorCode.PAYLOAD_TOO_LARGE,
        `The transaction is larger than ${BitcoinLimits.TX_HEX_MAX_BYTES} hex characters`,
      ),
    ),
    async (c) => {
      const chain = chainOf(c)
      if (chain instanceof Response) return chain
      const hex = (await c.req.text()).trim()
      // the smallest transaction is 60 bytes; anything else than hex never goes upstream
      if (hex.length < 120 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) {
        return apiError(c, 400, ApiErrorCode.BAD_REQUEST, 'The body must be a raw transaction in hex (text/plain)')
      }
      try {
        return c.text(await chain.backend.broadcast(hex.toLowerCase()))
      } catch (error) {
        return failed(c, error)
      }
    },
  )

  app.get('/v1/bitcoin/:chainId/tx/:txid/status', async (c) => {
    const chain = chainOf(c)
    if (chain instanceof Response) return chain
    const txid = c.req.param('txid')
    if (!isTxid(txid)) {
      return apiError(c, 400, ApiErrorCode.BAD_REQUEST, `txid "${txid.slice(0, 80)}" is not 64 hex digits`)
    }
    try {
      const status = await chain.backend.txStatus(txid.toLowerCase())
      if (!status) return apiError(c, 404, ApiErrorCode.NOT_FOUND, `Transaction ${txid} not found`)
      return c.json(status)
    } catch (error) {
      return failed(c, error)
    }
  })
}
