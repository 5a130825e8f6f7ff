import { createHash } from 'node:crypto'
import {
  chainIdFromCoinType,
  type NameRegistrationMessage,
  NameRegistrationMessageSchema,
  ProfileErrorCode,
  RegisterNameRequestSchema,
} from '@gangway/protocol'
import { type Hex, isAddress, isHex, type PublicClient } from 'viem'
import type { ChainClients } from '../rpc/createChainClients.ts'
import { NameError, nameReserved } from './NameError.ts'
import { NameLimits } from './NameLimits.ts'
import { type ParsedName, parseName } from './parseName.ts'

/** A registration whose fields all passed the checks that need no chain and no database. */
export type CheckedRegistration = {
  /** `eip155:<n>`, from the ENSIP-11 coin type. */
  chainId: string
  coinType: number
  client: PublicClient
  /** Lowercase 0x. */
  address: `0x${string}`
  message: string
  signature: Hex
  parsed: ParsedName
  attributes: { avatar?: string; bio?: string }
  /** sha256 (hex) of the signed statement (address and message): the replay key. */
  replayKey: string
}

const fail = (code: ProfileErrorCode, message: string) => new NameError(code, message, 400)

/**
 * `POST /v1/profile/account`'s body checked in order — shape, coin type (an EVM chain below 2^31 that this
 * server serves), address, the signed message (AppKit's JSON: name of this zone and not reserved, attributes, timestamp
 * within ±10 minutes of `now`), signature encoding — answering what the signature check and the write need.
 */
export function checkRegistration(
  body: unknown,
  options: { zone: string; reserved: ReadonlySet<string>; clients: ChainClients; nowSeconds: number },
): CheckedRegistration {
  const request = RegisterNameRequestSchema.safeParse(body)
  if (!request.success) {
    const issue = request.error.issues[0]
    throw fail(
      ProfileErrorCode.INVALID_MESSAGE,
      `The body must be { coin_type, address, message, signature }: ${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`,
    )
  }
  const { coin_type: coinType, address, message, signature } = request.data
  const chainNumber = chainIdFromCoinType(coinType)
  if (chainNumber === undefined) {
    throw fail(
      ProfileErrorCode.INVALID_CHAIN,
      `coin_type ${coinType} is not an EVM chain's (ENSIP-11: 0x80000000 | chain id, the chain id below 2147483648)`,
    )
  }
  const chainId = `eip155:${chainNumber}`
  const client = options.clients.get(chainId)
  if (!client) {
    throw fail(
      ProfileErrorCode.INVALID_CHAIN,
      `Chain ${chainId} is not served by this server (served: ${options.clients.served().join(', ') || 'none'})`,
    )
  }
  if (!isAddress(address, { strict: false })) {
    throw fail(ProfileErrorCode.INVALID_ADDRESS, 'address is not an EVM address (40 hex digits after 0x)')
  }
  const signed = parseMessage(message)
  const parsed = parseName(signed.name, options.zone)
  if (options.reserved.has(parsed.label)) throw nameReserved(parsed.name)
  const age = options.nowSeconds - signed.timestamp
  if (!Number.isFinite(signed.timestamp) || Math.abs(age) > NameLimits.MESSAGE_MAX_AGE_SECONDS) {
    throw new NameError(
      ProfileErrorCode.MESSAGE_EXPIRED,
      age > 0
        ? 'The message is too old: sign a new one (its timestamp must be within 10 minutes of now)'
        : 'The message is dated in the future: check the device clock (its timestamp must be within 10 minutes of now)',
    )
  }
  if (!isHex(signature, { strict: true }) || signature.length < 4 || signature.length % 2 !== 0) {
    throw fail(ProfileErrorCode.INVALID_SIGNATURE, 'The signature must be 0x-prefixed hex')
  }
  const lower = address.toLowerCase() as `0x${string}`
  return {
    chainId,
    coinType,
    client,
    address: lower,
    message,
    signature,
    parsed,
    attributes: checkAttributes(signed.attributes),
    replayKey: createHash('sha256').update(`${lower}\n${message}`).digest('hex'),
  }
}

/** AppKit's `JSON.stringify({ name, attributes, timestamp })`. */
function parseMessage(message: string): NameRegistrationMessage {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw fail(ProfileErrorCode.INVALID_MESSAGE, 'The message is not JSON: sign { name, attributes, timestamp }')
  }
  const parsed = NameRegistrationMessageSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw fail(
      ProfileErrorCode.INVALID_MESSAGE,
      `The message must be { name, attributes, timestamp }: ${issue?.path.join('.') || 'message'} ${issue?.message ?? 'is invalid'}`,
    )
  }
  return parsed.data
}

/** `avatar` (an https URL or a data:image URI) and `bio`, within their lengths; any other key is refused. */
function checkAttributes(attributes: Record<string, string>): { avatar?: string; bio?: string } {
  const out: { avatar?: string; bio?: string } = {}
  for (const [key, value] of Object.entries(attributes)) {
    if (key === 'avatar') {
      if (value.length > NameLimits.AVATAR_MAX_LENGTH || !/^(https:\/\/\S+|data:image\/[\w.+-]+[;,]\S*)$/.test(value)) {
        throw fail(
          ProfileErrorCode.INVALID_MESSAGE,
          `attributes.avatar must be an https URL or a data:image URI of at most ${NameLimits.AVATAR_MAX_LENGTH} characters`,
        )
      }
      if (value) out.avatar = value
    } else if (key === 'bio') {
      if (value.length > NameLimits.BIO_MAX_LENGTH) {
        throw fail(
          ProfileErrorCode.INVALID_MESSAGE,
          `attributes.bio is longer than ${NameLimits.BIO_MAX_LENGTH} characters`,
        )
      }
      if (value) out.bio = value
    } else {
      throw fail(
        ProfileErrorCode.INVALID_MESSAGE,
        `attributes may hold avatar and bio only, not ${JSON.stringify(key)}`,
      )
    }
  }
  return out
}
