import { type AminoSignResponse, Secp256k1HdWallet, type StdSignDoc } from '@cosmjs/amino'
import { ProviderErrorCode, ProviderRpcError } from '../../src/ProviderRpcError.ts'
import type { WcRequest } from './answerRequest.ts'
import type { PreparedRequest } from './prepareSolanaRequest.ts'

/** The Cosmos Hub as WalletConnect names it (`cosmos:<chain id>`). */
export const WC_COSMOS_CHAIN = 'cosmos:cosmoshub-4'
export const WC_COSMOS_CHAINS = [WC_COSMOS_CHAIN] as const
/** The Cosmos methods the web wallet answers (WalletConnect's Cosmos RPC reference; Amino signing only). */
export const WC_COSMOS_METHODS = ['cosmos_getAccounts', 'cosmos_signAmino'] as const

/** The devnet mnemonic (anvil's test mnemonic), here on Cosmos's path m/44'/118'/0'/0/0. Never holds anything real. */
export const COSMOS_DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** The devnet mnemonic's first Cosmos Hub address. */
export const COSMOS_DEV_ADDRESS = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'

/** A Cosmos secp256k1 signer: its bech32 address (`cosmos1…`), compressed public key and CosmJS's HD wallet. */
export type CosmosKey = { address: string; publicKey: Uint8Array; wallet: Secp256k1HdWallet }

/** The devnet mnemonic's first Cosmos account, with `@cosmjs/amino`'s `Secp256k1HdWallet` (prefix `cosmos`). */
export async function createCosmosKey(mnemonic = COSMOS_DEV_MNEMONIC): Promise<CosmosKey> {
  const wallet = await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'cosmos' })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('Cosmos key: the wallet has no account')
  return { address: account.address, publicKey: account.pubkey, wallet }
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

const isSignDoc = (value: unknown): value is StdSignDoc => {
  if (typeof value !== 'object' || value === null) return false
  const doc = value as Record<string, unknown>
  return (
    typeof doc.chain_id === 'string' &&
    typeof doc.account_number === 'string' &&
    typeof doc.sequence === 'string' &&
    typeof doc.memo === 'string' &&
    Array.isArray(doc.msgs) &&
    typeof doc.fee === 'object' &&
    doc.fee !== null
  )
}

/** For the prompt: an ADR-036 message's text, else the sign doc itself. */
function describeSignDoc(doc: StdSignDoc): string[] {
  const [msg] = doc.msgs
  if (doc.msgs.length === 1 && msg?.type === 'sign/MsgSignData') {
    const data = (msg.value as { data?: unknown }).data
    if (typeof data === 'string') {
      try {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
        return ['Sign this message (ADR-036):', new TextDecoder('utf-8', { fatal: true }).decode(bytes)]
      } catch {
        // not text: the document below
      }
    }
  }
  return ['Sign this document (Amino):', JSON.stringify(doc, null, 2)]
}

/**
 * Checks a WalletConnect Cosmos request and prepares its answer: `cosmos_getAccounts` → `[{ algo, address,
 * pubkey (base64) }]` without a prompt; `cosmos_signAmino` `{ signerAddress, signDoc }` → `{ signed, signature:
 * { pub_key, signature } }` (`@cosmjs/amino`'s `signAmino`: secp256k1 over the SHA-256 of the sorted Amino
 * JSON; an ADR-036 document is shown as its message). Bad params -32602, another signer 4100, other methods 4200.
 */
export function prepareCosmosRequest(request: WcRequest, key: CosmosKey): PreparedRequest {
  const { method } = request
  const params = (request.params ?? {}) as Record<string, unknown>
  if (method === 'cosmos_getAccounts') {
    return {
      title: method,
      lines: [],
      ask: false,
      run: async () => [{ algo: 'secp256k1', address: key.address, pubkey: base64(key.publicKey) }],
    }
  }
  if (method !== 'cosmos_signAmino') {
    throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `The web wallet does not support ${method}`)
  }
  const fail = (problem: string) => new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: ${problem}`)
  if (typeof params !== 'object' || Array.isArray(params)) throw fail('params must be an object')
  if (!isSignDoc(params.signDoc)) throw fail('signDoc must be an Amino StdSignDoc')
  if (params.signerAddress !== key.address) {
    throw new ProviderRpcError(
      ProviderErrorCode.unauthorized,
      `${method}: ${String(params.signerAddress)} is not this wallet's account`,
    )
  }
  const signDoc = params.signDoc
  return {
    title: method,
    lines: describeSignDoc(signDoc),
    ask: true,
    run: (): Promise<AminoSignResponse> => key.wallet.signAmino(key.address, signDoc),
  }
}
