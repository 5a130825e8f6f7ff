import { base64 } from '@scure/base'
import type { Approver } from '../ApprovalRequest.ts'
import { BitcoinRpcError, BitcoinRpcErrorCode, invalidBitcoinParams } from './BitcoinRpcError.ts'
import type { BitcoinWalletKeys } from './bitcoinWalletKeys.ts'
import { buildBitcoinTransfer, parseTransferRecipients } from './buildBitcoinTransfer.ts'
import type { BitcoinApi } from './createBitcoinApi.ts'
import { summarizeBitcoinTransaction } from './describeBitcoinTransaction.ts'
import { objectParams } from './objectParams.ts'
import { prepareBitcoinPsbt } from './prepareBitcoinPsbt.ts'
import { type BitcoinMessageProtocol, type BitcoinSigningKey, signBitcoinMessage } from './signBitcoinMessage.ts'

/** What the signing methods need of the wallet. */
export type BitcoinSigningContext = {
  api: BitcoinApi
  /** Shows the approval prompt; throws USER_REJECTION when rejected. */
  ask(request: Parameters<Approver>[0]): Promise<void>
  /** Throws ACCESS_DENIED when the page is not connected. */
  requireConnected(method: string): void
  /** The wallet's key of that address, else ACCESS_DENIED. */
  ownKey(method: string, address: unknown): BitcoinSigningKey
  /** The current account's keys (they change with `setAccountIndex`). */
  keys(): BitcoinWalletKeys
}

/**
 * sats-connect's `signMessage`, `signPsbt` and `sendTransfer`: params checked before anything is asked, then
 * the approval prompt with what is signed or sent, then the signature (and the broadcast through the API).
 */
export function bitcoinSigningHandlers(ctx: BitcoinSigningContext) {
  return {
    signMessage: async (raw: unknown) => {
      const method = 'signMessage'
      const params = objectParams(method, raw, false)
      ctx.requireConnected(method)
      const key = ctx.ownKey(method, params.address)
      if (typeof params.message !== 'string') throw invalidBitcoinParams(method, 'message must be a string')
      const protocol = (params.protocol ?? (key.type === 'p2tr' ? 'BIP322' : 'ECDSA')) as BitcoinMessageProtocol
      if (protocol !== 'BIP322' && protocol !== 'ECDSA') {
        throw invalidBitcoinParams(method, `protocol must be BIP322 or ECDSA, not ${JSON.stringify(params.protocol)}`)
      }
      if (protocol === 'ECDSA' && key.type === 'p2tr') {
        throw new BitcoinRpcError(
          BitcoinRpcErrorCode.METHOD_NOT_SUPPORTED,
          `${method}: ECDSA signatures are for the payment (P2WPKH) address; ${key.address} is taproot — use BIP322`,
        )
      }
      await ctx.ask({ kind: 'bitcoinSignMessage', address: key.address, protocol, message: params.message })
      const signed = signBitcoinMessage(key, params.message, protocol)
      return { ...signed, address: key.address, protocol }
    },
    signPsbt: async (raw: unknown) => {
      const method = 'signPsbt'
      const params = objectParams(method, raw, false)
      ctx.requireConnected(method)
      const { tx, signers } = prepareBitcoinPsbt(params, [ctx.keys().payment, ctx.keys().ordinal])
      const broadcast = params.broadcast === true
      await ctx.ask({
        kind: 'bitcoinSignPsbt',
        broadcast,
        transaction: summarizeBitcoinTransaction(tx, new Set(signers.keys())),
      })
      try {
        for (const [index, key] of signers) tx.signIdx(key.privateKey, index)
      } catch (error) {
        throw invalidBitcoinParams(method, `cannot sign: ${(error as Error).message}`)
      }
      if (!broadcast) return { psbt: base64.encode(tx.toPSBT()) }
      try {
        tx.finalize()
      } catch (error) {
        throw invalidBitcoinParams(method, `cannot finalize for broadcast: ${(error as Error).message}`)
      }
      const txid = await ctx.api.broadcast(tx.hex)
      return { psbt: base64.encode(tx.toPSBT()), txid }
    },
    sendTransfer: async (raw: unknown) => {
      const method = 'sendTransfer'
      const params = objectParams(method, raw, false)
      ctx.requireConnected(method)
      const recipients = parseTransferRecipients(params)
      const key = ctx.keys().payment
      const [utxos, feeRate] = await Promise.all([ctx.api.utxos(key.address), ctx.api.feeRate()])
      const { tx } = buildBitcoinTransfer(key, utxos, recipients, feeRate)
      const all = new Set(Array.from({ length: tx.inputsLength }, (_, i) => i))
      await ctx.ask({
        kind: 'bitcoinSendTransfer',
        from: key.address,
        recipients,
        feeRate,
        transaction: summarizeBitcoinTransaction(tx, all),
      })
      tx.sign(key.privateKey)
      tx.finalize()
      return { txid: await ctx.api.broadcast(tx.hex) }
    },
  }
}
