import type { SIWXMessage } from '@gangway/core'
import { type Address, BaseError, zeroAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { SIWXMessenger } from '../core/SIWXMessenger.ts'
import { SIWXError, SIWXErrorCode } from '../SIWXError.ts'
import { ACCOUNT_ADDRESS_PLACEHOLDER } from '../siwxConstants.ts'

/**
 * Sign-In with Ethereum (EIP-4361) messages for eip155 chains, written by `viem/siwe`'s `createSiweMessage`,
 * so wallets that understand SIWE show them as sign-in requests and `parseSiweMessage` reads them back.
 */
export class EIP4361Messenger extends SIWXMessenger {
  protected override stringify(data: SIWXMessage.Data): string {
    return formatEip4361Message(data)
  }
}

/** The numeric chain id of an `eip155:<id>` CAIP-2 id, or undefined. */
export function eip155ChainId(caipNetworkId: string): number | undefined {
  const match = /^eip155:([1-9][0-9]*)$/.exec(caipNetworkId)
  return match ? Number(match[1]) : undefined
}

/**
 * The EIP-4361 text of a message's data. The embedded-wallet placeholder `<<AccountAddress>>` is written
 * verbatim on the address line (the login frame puts the real address there before signing).
 */
export function formatEip4361Message(data: SIWXMessage.Data): string {
  const chainId = eip155ChainId(data.chainId)
  if (chainId === undefined) {
    throw new SIWXError(SIWXErrorCode.CHAIN_UNSUPPORTED, `EIP-4361 messages are for eip155 chains, not ${data.chainId}`)
  }
  if (!data.issuedAt) throw new SIWXError(SIWXErrorCode.INVALID_MESSAGE, 'An EIP-4361 message needs issuedAt')
  const placeholder = data.accountAddress === ACCOUNT_ADDRESS_PLACEHOLDER
  let text: string
  try {
    text = createSiweMessage({
      address: placeholder ? zeroAddress : (data.accountAddress as Address),
      chainId,
      domain: data.domain,
      uri: data.uri,
      version: data.version as '1',
      nonce: data.nonce,
      issuedAt: toDate(data.issuedAt, 'issuedAt'),
      ...(data.expirationTime ? { expirationTime: toDate(data.expirationTime, 'expirationTime') } : {}),
      ...(data.notBefore ? { notBefore: toDate(data.notBefore, 'notBefore') } : {}),
      ...(data.statement ? { statement: data.statement } : {}),
      ...(data.requestId ? { requestId: data.requestId } : {}),
      ...(data.resources?.length ? { resources: data.resources } : {}),
    })
  } catch (error) {
    if (error instanceof SIWXError) throw error
    const message = error instanceof BaseError ? error.shortMessage : String(error)
    throw new SIWXError(SIWXErrorCode.INVALID_MESSAGE, `Invalid sign-in message: ${message}`, { cause: error })
  }
  if (!placeholder) return text
  const lines = text.split('\n')
  lines[1] = ACCOUNT_ADDRESS_PLACEHOLDER
  return lines.join('\n')
}

function toDate(value: string, field: string): Date {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new SIWXError(SIWXErrorCode.INVALID_MESSAGE, `Invalid ${field}: ${value}`)
  return date
}
