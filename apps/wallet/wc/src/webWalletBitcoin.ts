import type { BitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { base64, hex } from '@scure/base'
import { bitcoinWalletKeys } from '../../src/bitcoin/bitcoinWalletKeys.ts'
import { signBitcoinMessage } from '../../src/bitcoin/signBitcoinMessage.ts'
import { ProviderErrorCode, ProviderRpcError } from '../../src/ProviderRpcError.ts'
import type { WcRequest } from './answerRequest.ts'
import type { PreparedRequest } from './prepareSolanaRequest.ts'

/** The devnet's Bitcoin regtest chain (Bitcoin Core's regtest genesis; the bcoin node of `npm start`). */
export const WC_BITCOIN_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
export const WC_BITCOIN_CHAINS = [WC_BITCOIN_CHAIN] as const
/** The bip122 methods the web wallet answers (Reown's Bitcoin RPC reference; messages and addresses only). */
export const WC_BITCOIN_METHODS = ['signMessage', 'getAccountAddresses'] as const

/**
 * Checks a WalletConnect bip122 request and prepares its answer (Reown's Bitcoin RPC reference, the contract's
 * item 7), with the Bitcoin dev wallet's keys and signer (`src/bitcoin/`): `getAccountAddresses` →
 * `[{ address, publicKey, path, intention }]` (payment P2WPKH, then ordinal P2TR) without a prompt;
 * `signMessage` `{ account, address, message, protocol? }` → `{ address, signature }` — `protocol` `ecdsa`
 * (BIP-137, the default; payment address only) or `bip322` (either address) — the signature in hex, as
 * Reown's reference and AppKit's WalletConnect connector read it. Bad params -32602, an address not the
 * wallet's 4100, other methods (sends, PSBTs: no node is wired to this page) 4200.
 */
export function prepareBitcoinRequest(request: WcRequest, account: BitcoinDevAccount): PreparedRequest {
  const { method } = request
  const params = (request.params ?? {}) as Record<string, unknown>
  const { payment, ordinal } = bitcoinWalletKeys(account)
  if (method === 'getAccountAddresses') {
    const entry = ({ address, publicKey, path }: BitcoinDevAccount['payment'], intention: string) => ({
      address,
      publicKey,
      path,
      intention,
    })
    return {
      title: method,
      lines: [],
      ask: false,
      run: async () => [entry(account.payment, 'payment'), entry(account.ordinal, 'ordinal')],
    }
  }
  if (method !== 'signMessage') {
    throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `The web wallet does not support ${method}`)
  }
  const fail = (problem: string) => new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: ${problem}`)
  if (typeof params !== 'object' || Array.isArray(params)) throw fail('params must be an object')
  if (typeof params.message !== 'string') throw fail('message must be a string')
  const protocol = params.protocol === undefined ? 'ecdsa' : String(params.protocol).toLowerCase()
  if (protocol !== 'ecdsa' && protocol !== 'bip322') throw fail(`protocol must be ecdsa or bip322, not ${protocol}`)
  const address = params.address ?? params.account
  const key = [payment, ordinal].find((k) => k.address === address)
  if (!key) {
    throw new ProviderRpcError(ProviderErrorCode.unauthorized, `${method}: ${String(address)} is not this wallet's`)
  }
  if (protocol === 'ecdsa' && key !== payment) throw fail('ECDSA signatures are made by the payment (P2WPKH) address')
  const message = params.message
  return {
    title: method,
    lines: [`Sign with ${key.address} (${protocol === 'bip322' ? 'BIP-322' : 'ECDSA'}):`, message],
    ask: true,
    run: async () => {
      const { signature } = signBitcoinMessage(key, message, protocol === 'bip322' ? 'BIP322' : 'ECDSA')
      return { address: key.address, signature: hex.encode(base64.decode(signature)) }
    },
  }
}
