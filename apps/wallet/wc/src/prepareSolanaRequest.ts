import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { describeSolanaApproval } from '../../src/describeSolanaApproval.ts'
import { decodeSolanaTransaction } from '../../src/describeSolanaTransaction.ts'
import { ProviderErrorCode, ProviderRpcError } from '../../src/ProviderRpcError.ts'
import { sendSolanaTransaction } from '../../src/sendSolanaTransaction.ts'
import type { SolanaKey } from '../../src/solanaDevKey.ts'
import type { WcRequest } from './answerRequest.ts'

/** A validated Solana request: what to show before approving it, and the answer once approved. */
export type PreparedRequest = { title: string; lines: string[]; ask: boolean; run(): Promise<unknown> }

export type SolanaRequestContext = {
  key: SolanaKey
  /** The request's CAIP-2 chain. */
  chainId: string
  /** JSON-RPC URLs `solana_signAndSendTransaction` sends to, per CAIP-2 chain. */
  rpcUrls: Readonly<Record<string, string>>
}

/**
 * Checks a WalletConnect Solana request (shapes of WalletConnect's Solana RPC reference, as AppKit's
 * WalletConnect provider sends them) and prepares its answer with the wallet's key. Bad params throw -32602
 * naming the method and the problem (nothing is asked or signed); another account's `pubkey` is 4100.
 */
export function prepareSolanaRequest(request: WcRequest, context: SolanaRequestContext): PreparedRequest {
  const { method } = request
  const own = context.key
  const params = (request.params ?? {}) as Record<string, unknown>
  const fail = (problem: string) => new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: ${problem}`)
  if (typeof params !== 'object' || Array.isArray(params)) throw fail('params must be an object')
  if (params.pubkey !== undefined && params.pubkey !== own.address) {
    throw new ProviderRpcError(
      ProviderErrorCode.unauthorized,
      `${method}: ${String(params.pubkey)} is not this wallet's account`,
    )
  }
  const base58 = (value: unknown, what: string): Uint8Array => {
    if (typeof value !== 'string' || value === '') throw fail(`${what} must be a base58 string`)
    try {
      return new Uint8Array(getBase58Encoder().encode(value))
    } catch {
      throw fail(`${what} must be a base58 string`)
    }
  }
  const transaction = (value: unknown, what: string) => {
    if (typeof value !== 'string' || value === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
      throw fail(`${what} must be a base64 wire transaction`)
    }
    const decoded = decodeSolanaTransaction(method, new Uint8Array(getBase64Encoder().encode(value)))
    if (!decoded.summary.signers.includes(own.address)) {
      throw fail(`${own.address} is not a signer of this transaction`)
    }
    return decoded
  }
  const sign = (tx: Transaction) => partiallySignTransaction([own.keyPair], tx)
  const signatureOf = (tx: Transaction) => getBase58Decoder().decode(tx.signatures[own.address] as Uint8Array)
  const describeTransaction = (summary: ReturnType<typeof transaction>['summary'], send: boolean) =>
    describeSolanaApproval({
      kind: 'solanaSignTransaction',
      address: own.address,
      chain: context.chainId,
      send,
      transaction: summary,
    }).lines

  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return { title: method, lines: [], ask: false, run: async () => [{ pubkey: own.address }] }
    case 'solana_signMessage': {
      const message = base58(params.message, 'message')
      return {
        title: method,
        lines: describeSolanaApproval({ kind: 'solanaSignMessage', address: own.address, message }).lines,
        ask: true,
        run: async () => ({ signature: getBase58Decoder().decode(await signBytes(own.keyPair.privateKey, message)) }),
      }
    }
    case 'solana_signTransaction': {
      const { transaction: tx, summary } = transaction(params.transaction, 'transaction')
      return {
        title: method,
        lines: describeTransaction(summary, false),
        ask: true,
        run: async () => {
          const signed = await sign(tx)
          return { signature: signatureOf(signed), transaction: getBase64EncodedWireTransaction(signed) }
        },
      }
    }
    case 'solana_signAllTransactions': {
      if (!Array.isArray(params.transactions) || params.transactions.length === 0) {
        throw fail('transactions must be a non-empty array of base64 wire transactions')
      }
      const decoded = params.transactions.map((t, i) => transaction(t, `transactions[${i}]`))
      return {
        title: method,
        lines: decoded.flatMap((d, i) => [`Transaction ${i + 1}`, ...describeTransaction(d.summary, false)]),
        ask: true,
        run: async () => ({
          transactions: await Promise.all(
            decoded.map(async (d) => getBase64EncodedWireTransaction(await sign(d.transaction))),
          ),
        }),
      }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction: tx, summary } = transaction(params.transaction, 'transaction')
      const rpcUrl = context.rpcUrls[context.chainId]
      if (!rpcUrl) {
        throw new ProviderRpcError(
          ProviderErrorCode.unsupportedMethod,
          `${method}: no RPC URL is configured for ${context.chainId}`,
        )
      }
      const options = (params.sendOptions ?? params.options ?? {}) as SolanaSignAndSendTransactionOptions
      if (typeof options !== 'object' || options === null) throw fail('sendOptions must be an object')
      return {
        title: method,
        lines: describeTransaction(summary, true),
        ask: true,
        run: async () => {
          const signature = await sendSolanaTransaction(rpcUrl, await sign(tx), options)
          return { signature: getBase58Decoder().decode(signature) }
        },
      }
    }
    default:
      throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `The web wallet does not support ${method}`)
  }
}
