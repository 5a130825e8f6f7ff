import type { CaipNetwork, SIWXMessage } from '@gangway/core'
import { SIWXMessenger } from '../core/SIWXMessenger.ts'

/** Names for the "sign in with your … account" line when the site's networks do not name the chain. */
const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * CAIP-122 messages in EIP-4361's informal template, AppKit's `InformalMessenger` text, for namespaces without
 * a message standard of their own (Solana, Bitcoin, …):
 *
 * ```
 * ${domain} wants you to sign in with your ${network name} account:
 * ${address}
 *
 * ${statement}
 *
 * URI: ${uri}
 * Version: 1
 * Chain ID: ${chainId}            (CAIP-2, or the reference only with clearChainIdNamespace)
 * Nonce: ${nonce}
 * Issued At: ${issuedAt}
 * Expiration Time: / Not Before: / Request ID: / Resources: (when set)
 * ```
 */
export class InformalMessenger extends SIWXMessenger {
  private readonly clearChainIdNamespace: boolean

  constructor({ clearChainIdNamespace, ...params }: InformalMessenger.ConstructorParams = {}) {
    super(params)
    this.clearChainIdNamespace = clearChainIdNamespace ?? false
  }

  protected override stringify(data: SIWXMessage.Data): string {
    return formatInformalMessage(data, {
      networkName: networkName(data.chainId, this.context?.networks),
      clearChainIdNamespace: this.clearChainIdNamespace,
    })
  }
}

export namespace InformalMessenger {
  export type ConstructorParams = SIWXMessenger.ConstructorParams & {
    /** Write `Chain ID: 1` instead of `Chain ID: eip155:1`. */
    clearChainIdNamespace?: boolean
  }
}

/** The name of a chain: the site's network's name, else the namespace's (Solana, Bitcoin, …), else its id. */
export function networkName(chainId: string, networks: readonly CaipNetwork[] | undefined): string {
  const network = networks?.find((n) => n.caipNetworkId === chainId)
  return network?.name ?? NAMESPACE_NAMES[chainId.split(':')[0] ?? ''] ?? chainId
}

/** The informal CAIP-122 text of a message's data (the address — or AppKit's placeholder — verbatim). */
export function formatInformalMessage(
  data: SIWXMessage.Data,
  options: { networkName: string; clearChainIdNamespace?: boolean },
): string {
  const chainId = options.clearChainIdNamespace ? data.chainId.split(':')[1] : data.chainId
  const lines = [
    `${data.domain} wants you to sign in with your ${options.networkName} account:`,
    data.accountAddress,
    data.statement ? `\n${data.statement}\n` : '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
  ]
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push(['Resources:', ...data.resources.map((r) => `- ${r}`)].join('\n'))
  return lines.join('\n').trim()
}
