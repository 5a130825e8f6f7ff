import { bech32, bech32m } from '@scure/base'
import type { Bcoin, BcoinAddress, BcoinFullNode, BcoinTx, BcoinVerifyError } from './bcoinModule.ts'

/** Bitcoin Core's JSON-RPC error codes the devnet node answers (rpc/protocol.h). */
const RPC_DESERIALIZATION_ERROR = -22
const RPC_VERIFY_ERROR = -25
const RPC_VERIFY_REJECTED = -26
const RPC_INVALID_ADDRESS_OR_KEY = -5
const RPC_INVALID_PARAMETER = -8

/** The faucet's fee rate: 5 sat/vB (bcoin counts per kilo-vbyte). */
const FAUCET_RATE_PER_KVB = 5000

/**
 * bcoin 1.0.2 predates bech32m (BIP-350): it reads a v1+ witness address (taproot, `bcrt1p…`) only in plain
 * bech32 — the same witness program with bech32's checksum. Other addresses are returned as they are.
 */
export function bcoinAddress(address: string): string {
  const v1 = bech32m.decodeUnsafe(address.toLowerCase(), 90)
  return v1 && v1.words[0] !== 0 ? bech32.encode(v1.prefix, v1.words, 90) : address
}

/** A JSON-RPC error with Bitcoin Core's code, in the shape bcoin's RPC server answers (`{ code, message }`). */
function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { name: 'RPCError', type: 'RPCError', code })
}

function isVerifyError(error: unknown): error is BcoinVerifyError {
  return error instanceof Error && (error as { type?: string }).type === 'VerifyError'
}

/**
 * Replaces bcoin's `sendrawtransaction` (which relays in the background and answers the txid even for a
 * transaction with a bad signature) with Bitcoin Core's behaviour: the transaction is verified into the mempool
 * first; a rejection is a JSON-RPC error -26 with bcoin's reason (`mandatory-script-verify-flag-failed`,
 * `bad-txns-in-belowout`…), unknown or spent inputs -25 `bad-txns-inputs-missingorspent`, undecodable hex -22.
 * Adds `sendtoaddress address amount` (BTC, like Core's wallet RPC): the miner account pays it — tests fund fresh
 * addresses with it. Payments are made one at a time, so two callers never spend the same coin.
 */
export function installBitcoinRpcMethods(bcoin: Bcoin, node: BcoinFullNode, minerKey: Uint8Array): void {
  const accept = async (tx: BcoinTx): Promise<string> => {
    let missing: unknown
    try {
      missing = await node.mempool.addTX(tx)
    } catch (error) {
      if (isVerifyError(error)) throw rpcError(RPC_VERIFY_REJECTED, error.reason)
      throw error
    }
    if (Array.isArray(missing) && missing.length > 0) {
      throw rpcError(RPC_VERIFY_ERROR, 'bad-txns-inputs-missingorspent')
    }
    return tx.txid()
  }

  node.rpc.calls.sendrawtransaction = async (args: unknown[]) => {
    const [hex] = args
    if (typeof hex !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(hex)) {
      throw rpcError(RPC_DESERIALIZATION_ERROR, 'TX decode failed: not a hex string')
    }
    let tx: BcoinTx
    try {
      tx = bcoin.TX.fromRaw(Buffer.from(hex, 'hex'))
    } catch (error) {
      throw rpcError(RPC_DESERIALIZATION_ERROR, `TX decode failed: ${(error as Error).message}`)
    }
    return accept(tx)
  }

  const ring = bcoin.KeyRing.fromPrivate(Buffer.from(minerKey), true)
  ring.witness = true
  const minerAddress = ring.getAddress()
  let queue: Promise<unknown> = Promise.resolve()
  node.rpc.calls.sendtoaddress = (args: unknown[]) => {
    const [address, amount] = args
    const pay = async () => {
      if (typeof address !== 'string') throw rpcError(RPC_INVALID_ADDRESS_OR_KEY, 'Invalid address')
      let to: BcoinAddress
      try {
        to = bcoin.Address.fromString(bcoinAddress(address), node.network)
      } catch {
        throw rpcError(RPC_INVALID_ADDRESS_OR_KEY, `Invalid address: ${address}`)
      }
      const sats = typeof amount === 'number' ? Math.round(amount * 1e8) : Number.NaN
      if (!Number.isSafeInteger(sats) || sats <= 0) throw rpcError(RPC_INVALID_PARAMETER, 'Invalid amount')
      const mtx = new bcoin.MTX()
      mtx.addOutput(to, sats)
      await mtx.fund(await node.getCoinsByAddress(minerAddress), {
        changeAddress: minerAddress,
        rate: FAUCET_RATE_PER_KVB,
        height: node.chain.height,
      })
      mtx.sign(ring)
      return accept(mtx.toTX())
    }
    const result = queue.then(pay, pay)
    queue = result.catch(() => {})
    return result
  }
}
