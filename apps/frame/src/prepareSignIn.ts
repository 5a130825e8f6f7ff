import { type FrameSignInMessage, SIWX_ACCOUNT_PLACEHOLDER } from '@gangway/protocol'
import { getAddress } from 'viem'
import type { ApprovalContent } from './approvalContent.ts'
import { SigningRequestError } from './approvalContent.ts'

/** A sign-in message the frame may sign for the parent: its text with the address filled in, and its fields. */
export type PreparedSignIn = { message: string; data: FrameSignInMessage; content: ApprovalContent }

/**
 * Checks a sign-in message (CAIP-122: EIP-4361 or the informal form, both start "{domain} wants you to sign in
 * with your … account:" and carry "URI:" and "Chain ID:" lines) sent with GET_USER, and fills in the embedded
 * wallet's address. Refused unless it signs the visitor in to the parent itself: its domain is the parent's
 * host, its URI is on the parent's origin, its chain is an eip155 chain named in the text, and the text's
 * address line is the placeholder (or already this address). Nothing else in the text may disagree with the
 * fields, so what the wallet signs is what the site will store.
 */
export function prepareSignIn(
  siwx: FrameSignInMessage,
  { parentOrigin, address }: { parentOrigin: string; address: string },
): PreparedSignIn {
  const parent = new URL(parentOrigin)
  if (siwx.domain !== parent.host) throw new SigningRequestError(`The sign-in is for ${siwx.domain}, not this site`)
  let uriOrigin: string
  try {
    uriOrigin = new URL(siwx.uri).origin
  } catch {
    throw new SigningRequestError('The sign-in URI is not a URL')
  }
  if (uriOrigin !== parent.origin) throw new SigningRequestError('The sign-in URI is not on this site')
  const chain = /^eip155:(\d{1,18})$/.exec(siwx.chainId)
  if (!chain) throw new SigningRequestError('Sign-in is supported on eip155 networks only')
  const account = getAddress(address)
  const lines = siwx.serializedMessage.split('\n')
  const first = lines[0] ?? ''
  if (!first.startsWith(`${siwx.domain} wants you to sign in with your `) || !first.endsWith(' account:'))
    throw new SigningRequestError('The sign-in message does not start with its domain')
  const named = lines[1] ?? ''
  const mayFill =
    named === SIWX_ACCOUNT_PLACEHOLDER ||
    (named.toLowerCase() === account.toLowerCase() && siwx.accountAddress.toLowerCase() === account.toLowerCase())
  if (!mayFill) throw new SigningRequestError('The sign-in message names another account')
  const lineValue = (label: string) => {
    const found = lines.filter((l) => l.startsWith(`${label}: `))
    if (found.length !== 1) throw new SigningRequestError(`The sign-in message needs exactly one ${label} line`)
    return (found[0] as string).slice(label.length + 2)
  }
  if (lineValue('URI') !== siwx.uri) throw new SigningRequestError('The sign-in message text and fields disagree (URI)')
  if (lineValue('Nonce') !== siwx.nonce)
    throw new SigningRequestError('The sign-in message text and fields disagree (nonce)')
  const chainLine = lineValue('Chain ID')
  if (chainLine !== chain[1] && chainLine !== siwx.chainId)
    throw new SigningRequestError('The sign-in message text and fields disagree (chain)')
  if (siwx.serializedMessage.split(SIWX_ACCOUNT_PLACEHOLDER).length > 2)
    throw new SigningRequestError('The sign-in message names the account more than once')
  const message = [first, account, ...lines.slice(2)].join('\n')
  return {
    message,
    data: { ...siwx, accountAddress: account, serializedMessage: message },
    content: {
      title: `Sign in to ${siwx.domain}`,
      sections: [{ fields: [{ label: 'Message', value: message }] }],
    },
  }
}
