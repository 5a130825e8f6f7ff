import { SiwxErrorCode, type SiwxMessageData } from '@gangway/protocol'
import { type Address, isAddress, isAddressEqual, isHex, type PublicClient } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { type ChainClientOptions, createChainClients } from '../rpc/createChainClients.ts'
import { SiwxError } from './SiwxError.ts'
import type { SiwxVerifier } from './SiwxVerifier.ts'

/** The chains' upstreams, timeout and retries (the `/v1` proxy's); see `createChainClients`. */
export type Eip155VerifierOptions = ChainClientOptions

const invalid = (message: string) => new SiwxError(400, SiwxErrorCode.INVALID_MESSAGE, message)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
/** An optional text field: empty and absent are the same (the message has no line for either). */
const optional = (value: string | undefined) => (value === undefined || value === '' ? undefined : value)
const optionalList = (value: readonly string[] | undefined) => (value && value.length > 0 ? value : undefined)
const time = (value: string | undefined) => (value === undefined ? undefined : new Date(value).getTime())

/**
 * EIP-4361 (Sign-In with Ethereum) with viem: the text must parse (`parseSiweMessage`) and every field must
 * equal `data`; then `verifySiweMessage` through a public client on the chain's upstream checks the
 * signature — recovered for an EOA, `isValidSignature` for a deployed contract wallet (ERC-1271), the
 * ERC-6492 wrapper run against its factory for one not deployed yet. One client per chain, made on first use.
 */
export function createEip155Verifier(options: Eip155VerifierOptions): SiwxVerifier {
  const clients = createChainClients(options)
  const client = (chainId: string): PublicClient => {
    const found = clients.get(chainId)
    if (!found) {
      throw new SiwxError(
        400,
        SiwxErrorCode.CHAIN_UNSUPPORTED,
        `Chain ${chainId} is not served by this server (served: ${clients.served().join(', ') || 'none'})`,
      )
    }
    return found
  }

  return {
    addressKey: (address) => address.toLowerCase(),
    async verify({ data, message, signature }, now) {
      const reference = data.chainId.slice('eip155:'.length)
      if (!/^[1-9]\d{0,18}$/.test(reference)) throw invalid(`chainId ${data.chainId} is not eip155:<chain number>`)
      if (!isAddress(data.accountAddress, { strict: false })) throw invalid('accountAddress is not an EVM address')
      if (!isHex(signature) || signature.length < 4) {
        throw new SiwxError(400, SiwxErrorCode.INVALID_SIGNATURE, 'The signature must be 0x-prefixed hex')
      }
      const publicClient = client(data.chainId)
      compareFields(data, message)
      const unavailable = () =>
        new SiwxError(
          502,
          SiwxErrorCode.CHAIN_UNAVAILABLE,
          `The chain ${data.chainId} did not answer, so the signature could not be checked. Try again later`,
        )
      let valid: boolean
      try {
        valid = await verifySiweMessage(publicClient, {
          message,
          signature,
          address: data.accountAddress,
          domain: data.domain,
          nonce: data.nonce,
          time: now,
        })
      } catch {
        throw unavailable()
      }
      if (!valid) {
        // viem answers false also when the chain could not be asked (its eth_call failing is "not valid"):
        // a contract wallet's good signature must not be called forged because the RPC is down
        const reachable = await publicClient.getBlockNumber({ cacheTime: 0 }).then(
          () => true,
          () => false,
        )
        if (!reachable) throw unavailable()
        throw new SiwxError(400, SiwxErrorCode.INVALID_SIGNATURE, `The signature is not ${data.accountAddress}'s`)
      }
    },
  }
}

/** The EIP-4361 text against `data`, field by field; throws naming the first field that differs. */
function compareFields(data: SiwxMessageData, message: string): void {
  const parsed = parseSiweMessage(message)
  if (!parsed.domain || !parsed.address || !parsed.uri || !parsed.version || !parsed.chainId || !parsed.nonce) {
    throw invalid('The message is not an EIP-4361 sign-in message')
  }
  const differs = (field: string) => invalid(`The message's ${field} is not the one in data`)
  for (const date of [parsed.issuedAt, parsed.expirationTime, parsed.notBefore]) {
    if (date && Number.isNaN(date.getTime())) throw invalid('A time in the message is not an RFC 3339 date-time')
  }
  if (parsed.domain !== data.domain) throw differs('domain')
  if (
    !isAddress(parsed.address, { strict: false }) ||
    !isAddressEqual(parsed.address, data.accountAddress as Address)
  ) {
    throw differs('address')
  }
  if (parsed.uri !== data.uri) throw differs('URI')
  if (parsed.scheme !== undefined && `${parsed.scheme}:` !== new URL(data.uri).protocol) throw differs('scheme')
  if (parsed.version !== data.version) throw differs('version')
  if (`eip155:${parsed.chainId}` !== data.chainId) throw differs('chain id')
  if (parsed.nonce !== data.nonce) throw differs('nonce')
  if (optional(parsed.statement) !== optional(data.statement)) throw differs('statement')
  if (!same(optionalList(parsed.resources), optionalList(data.resources))) throw differs('resources')
  if (optional(parsed.requestId) !== optional(data.requestId)) throw differs('request id')
  if (parsed.issuedAt?.getTime() !== time(data.issuedAt)) throw differs('issued-at time')
  if (parsed.expirationTime?.getTime() !== time(data.expirationTime)) throw differs('expiration time')
  if (parsed.notBefore?.getTime() !== time(data.notBefore)) throw differs('not-before time')
}
