import { hexToU8a, isHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import {
  cryptoWaitReady,
  encodeAddress,
  keyExtractSuri,
  keyFromPath,
  mnemonicToMiniSecret,
  sr25519PairFromSeed,
  sr25519Sign,
} from '@polkadot/util-crypto'
import { ProviderErrorCode, ProviderRpcError } from '../../src/ProviderRpcError.ts'
import type { WcRequest } from './answerRequest.ts'
import type { PreparedRequest } from './prepareSolanaRequest.ts'

/** Polkadot's relay chain as WalletConnect names it (CAIP-2: the first 32 hex characters of the genesis hash). */
export const WC_POLKADOT_CHAIN = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
/** The Polkadot chains the web wallet signs for. */
export const WC_POLKADOT_CHAINS = [WC_POLKADOT_CHAIN] as const
/** The Polkadot methods the web wallet answers (WalletConnect's Polkadot RPC reference; messages only). */
export const WC_POLKADOT_METHODS = ['polkadot_signMessage'] as const

/** Substrate's well-known development phrase (`//Alice` and friends): never holds anything real. */
export const SUBSTRATE_DEV_PHRASE = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk'
/** The default key's secret URI: Substrate's Alice. */
export const POLKADOT_DEV_SURI = '//Alice'
/** Alice's address in Polkadot's SS58 format (prefix 0). */
export const POLKADOT_DEV_ADDRESS = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

/** An sr25519 key pair and its Polkadot (SS58 prefix 0) address. */
export type PolkadotKey = { address: string; publicKey: Uint8Array; secretKey: Uint8Array }

/**
 * The sr25519 key of a secret URI derived from Substrate's dev phrase (default `//Alice`), as polkadot-js's
 * keyring makes it: the phrase's mini-secret, then each hard/soft junction. Waits for `@polkadot/util-crypto`'s
 * WebAssembly (sr25519 lives there; the module is inlined in JavaScript, so no `.wasm` file is fetched).
 */
export async function createPolkadotKey(suri = POLKADOT_DEV_SURI): Promise<PolkadotKey> {
  await cryptoWaitReady()
  const { path, phrase } = keyExtractSuri(`${SUBSTRATE_DEV_PHRASE}${suri}`)
  const root = sr25519PairFromSeed(mnemonicToMiniSecret(phrase))
  const pair = keyFromPath(root, path, 'sr25519')
  return { address: encodeAddress(pair.publicKey, 0), publicKey: pair.publicKey, secretKey: pair.secretKey }
}

/** A message's bytes: `0x…` hex is taken as bytes, anything else as UTF-8 text (polkadot-js's `signRaw`). */
const messageBytes = (message: string) => (isHex(message) ? hexToU8a(message) : stringToU8a(message))

/**
 * Checks a `polkadot_signMessage` request and prepares its answer: params `{ address, message }` (WalletConnect's
 * reference; `data` as in polkadot-js's `SignerPayloadRaw` is read too) → `{ signature }`, the sr25519 signature
 * (hex) of the message wrapped in `<Bytes>…</Bytes>` as polkadot-js extensions sign raw payloads. Bad params
 * are -32602; another address is 4100; another method 4200.
 */
export function preparePolkadotRequest(request: WcRequest, key: PolkadotKey): PreparedRequest {
  const { method } = request
  const params = (request.params ?? {}) as Record<string, unknown>
  const fail = (problem: string) => new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: ${problem}`)
  if (method !== 'polkadot_signMessage') {
    throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `The web wallet does not support ${method}`)
  }
  if (typeof params !== 'object' || Array.isArray(params)) throw fail('params must be an object')
  const message = params.message ?? params.data
  if (typeof message !== 'string') throw fail('message must be a string')
  if (params.address !== key.address) {
    throw new ProviderRpcError(
      ProviderErrorCode.unauthorized,
      `${method}: ${String(params.address)} is not this wallet's account`,
    )
  }
  const bytes = messageBytes(message)
  return {
    title: method,
    lines: [`Sign with ${key.address}:`, message],
    ask: true,
    run: async () => ({
      signature: u8aToHex(sr25519Sign(u8aWrapBytes(bytes), { publicKey: key.publicKey, secretKey: key.secretKey })),
    }),
  }
}
