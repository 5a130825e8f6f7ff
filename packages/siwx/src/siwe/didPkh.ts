/**
 * The parts of a `did:pkh` issuer (`did:pkh:eip155:1:0xabc…`, what AppKit's SIWE `createMessage` gets as
 * `address`): AppKit's `getDidAddress` and `getDidChainId` (WalletConnect's helpers, re-exported by
 * `@reown/appkit-siwe`). Anything that is no `did:pkh:<namespace>:<reference>:<address>` answers undefined.
 */
function segments(iss: string): [string, string, string] | undefined {
  const parts = iss.split(':')
  if (parts.length !== 5 || parts[0] !== 'did' || parts[1] !== 'pkh') return undefined
  const [, , namespace, reference, address] = parts as [string, string, string, string, string]
  return namespace && reference && address ? [namespace, reference, address] : undefined
}

/** The account address of a `did:pkh` issuer (`did:pkh:eip155:1:0xabc…` → `0xabc…`). */
export function getDidAddress(iss: string): string | undefined {
  return segments(iss)?.[2]
}

/** The chain reference of a `did:pkh` issuer (`did:pkh:eip155:1:0xabc…` → `'1'`). */
export function getDidChainId(iss: string): string | undefined {
  return segments(iss)?.[1]
}

/** The CAIP-2 chain id of a `did:pkh` issuer (`did:pkh:eip155:1:0xabc…` → `'eip155:1'`). */
export function getNamespacedDidChainId(iss: string): string | undefined {
  const parts = segments(iss)
  return parts ? `${parts[0]}:${parts[1]}` : undefined
}
