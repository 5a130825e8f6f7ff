import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { ProviderErrorCode, ProviderRpcError } from '../../src/ProviderRpcError.ts'
import type { WcRequest } from './answerRequest.ts'
import type { PreparedRequest } from './prepareSolanaRequest.ts'

/** The Sui networks as WalletConnect names them (`sui:<network>`); the web wallet signs for each. */
export const WC_SUI_CHAINS = ['sui:mainnet', 'sui:testnet', 'sui:devnet'] as const
/** The Sui methods the web wallet answers (WalletConnect's Sui RPC reference; messages and accounts only). */
export const WC_SUI_METHODS = ['sui_getAccounts', 'sui_signPersonalMessage'] as const

/** The devnet mnemonic (anvil's test mnemonic) on Sui's Ed25519 path. Never holds anything real. */
export const SUI_DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const SUI_DEV_PATH = "m/44'/784'/0'/0'/0'"
/** The devnet mnemonic's first Sui address (Ed25519). */
export const SUI_DEV_ADDRESS = '0xc88ef07b9b8b2fc3b7daad9478f4e1337f01792e2eab9c3794494e610636026e'

/** A Sui Ed25519 signer (`@mysten/sui`'s keypair) and its address. */
export type SuiKey = { address: string; keypair: Ed25519Keypair }

/** The devnet mnemonic's first Sui account, derived as Sui wallets do (SLIP-0010 Ed25519, `m/44'/784'/0'/0'/0'`). */
export function createSuiKey(mnemonic = SUI_DEV_MNEMONIC, path = SUI_DEV_PATH): SuiKey {
  const keypair = Ed25519Keypair.deriveKeypair(mnemonic, path)
  return { address: keypair.getPublicKey().toSuiAddress(), keypair }
}

/**
 * Checks a WalletConnect Sui request and prepares its answer (WalletConnect's Sui RPC reference):
 * `sui_getAccounts` → `[{ address, pubkey }]` (base64 public key) without a prompt; `sui_signPersonalMessage`
 * `{ message, address }` (the message as plain text) → `{ signature }`, `@mysten/sui`'s serialized personal-message
 * signature (base64: scheme flag, signature, public key), which `verifyPersonalMessageSignature` checks. Bad
 * params -32602, an address not the wallet's 4100, other methods (transactions: no Sui node is wired to this
 * page) 4200.
 */
export function prepareSuiRequest(request: WcRequest, key: SuiKey): PreparedRequest {
  const { method } = request
  if (method === 'sui_getAccounts') {
    return {
      title: method,
      lines: [],
      ask: false,
      run: async () => [{ address: key.address, pubkey: key.keypair.getPublicKey().toBase64() }],
    }
  }
  if (method !== 'sui_signPersonalMessage') {
    throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `The web wallet does not support ${method}`)
  }
  const params = (request.params ?? {}) as Record<string, unknown>
  const fail = (problem: string) => new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: ${problem}`)
  if (typeof params !== 'object' || Array.isArray(params)) throw fail('params must be an object')
  if (typeof params.message !== 'string') throw fail('message must be a string')
  if (params.address !== key.address) {
    throw new ProviderRpcError(
      ProviderErrorCode.unauthorized,
      `${method}: ${String(params.address)} is not this wallet's account`,
    )
  }
  const message = params.message
  return {
    title: method,
    lines: [`Sign with ${key.address}:`, message],
    ask: true,
    run: async () => ({
      signature: (await key.keypair.signPersonalMessage(new TextEncoder().encode(message))).signature,
    }),
  }
}
