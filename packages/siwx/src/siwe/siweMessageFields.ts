import { parseSiweMessage } from 'viem/siwe'

/**
 * AppKit's `getAddressFromMessage` (from `@reown/appkit-siwe`): the account address of an EIP-4361 message,
 * as written in it. Throws when the text has no address line (it is no SIWE message).
 */
export function getAddressFromMessage(message: string): string {
  const { address } = parseSiweMessage(message)
  if (!address) throw new Error('getAddressFromMessage: the message has no address (it is no EIP-4361 message)')
  return address
}

/**
 * AppKit's `getChainIdFromMessage` (from `@reown/appkit-siwe`): the chain of an EIP-4361 message as a CAIP-2
 * id (`'eip155:1'`) — what AppKit's NextAuth example joins with the address as the user id
 * (`${chainId}:${address}`). Throws when the text has no `Chain ID` line.
 */
export function getChainIdFromMessage(message: string): string {
  const { chainId } = parseSiweMessage(message)
  if (chainId === undefined) throw new Error('getChainIdFromMessage: the message has no Chain ID line')
  return `eip155:${chainId}`
}
