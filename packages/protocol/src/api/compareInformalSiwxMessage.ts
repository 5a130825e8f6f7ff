import type { SiwxMessageData } from './SiwxApi.ts'

/**
 * A CAIP-122 sign-in text in EIP-4361's informal template, as AppKit's `InformalMessenger` writes it for
 * Solana (and every namespace without a format of its own) and as Sign In With Solana
 * (`solana:signIn`, `createSignInMessageText` of `@solana/wallet-standard-util`) writes it:
 *
 * ```
 * ${domain} wants you to sign in with your ${network name} account:
 * ${address}
 *
 * ${statement}                    (optional, with the blank line after it)
 *
 * URI: ${uri}
 * Version: ${version}
 * Chain ID: ${chainId}
 * Nonce: ${nonce}
 * Issued At: / Expiration Time: / Not Before: / Request ID: / Resources: + "- ${resource}" lines
 * ```
 *
 * Fields come in this order, each at most once; any other line makes the text unreadable (`undefined`).
 */
export type InformalSiwxMessage = {
  domain: string
  /** What the header calls the account ("Solana", the site's network name, …): not checked. */
  networkName: string
  address: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

const HEADER = /^(\S+) wants you to sign in with your ([^\n]+) account:$/
const FIELDS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

/** Reads an informal CAIP-122 / SIWS sign-in text; `undefined` when it is not one. */
export function parseInformalSiwxMessage(text: string): InformalSiwxMessage | undefined {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  const address = lines[1] ?? ''
  if (!header || !/^\S+$/.test(address)) return undefined
  const message: InformalSiwxMessage = { domain: header[1] ?? '', networkName: header[2] ?? '', address }
  let i = 2
  if (i === lines.length) return message
  if (lines[i] !== '') return undefined
  i++
  // a statement: one line, then a blank line (or the end of the text)
  if (
    i < lines.length &&
    !/^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID|Resources):/.test(lines[i] ?? '')
  ) {
    message.statement = lines[i]
    i++
    if (i === lines.length) return message
    if (lines[i] !== '') return undefined
    i++
  }
  let field = 0
  for (; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line === 'Resources:') {
      const resources = lines.slice(i + 1)
      if (resources.length === 0 || !resources.every((r) => r.startsWith('- '))) return undefined
      message.resources = resources.map((r) => r.slice(2))
      return message
    }
    let matched = false
    while (field < FIELDS.length && !matched) {
      const [key, label] = FIELDS[field] as (typeof FIELDS)[number]
      field++
      if (line.startsWith(`${label}: `)) {
        message[key] = line.slice(label.length + 2)
        matched = true
      }
    }
    if (!matched) return undefined
  }
  return message
}

/** Solana's public clusters by the names SIWS gives them, as CAIP-2 references (genesis hash, 32 chars). */
const SOLANA_CLUSTERS: ReadonlyMap<string, string> = new Map([
  ['mainnet', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['mainnet-beta', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['devnet', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ['testnet', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
])

/**
 * Whether the text's `Chain ID` names `chainId` (CAIP-2): the CAIP-2 id itself, its reference alone
 * (AppKit's `clearChainIdNamespace`), or for Solana the SIWS cluster name (`mainnet`, `devnet`, `testnet`,
 * with or without `solana:`) of that genesis; `localnet` names any Solana chain that is not a public cluster.
 */
export function isSameSiwxChain(text: string, chainId: string): boolean {
  const [namespace, reference] = chainId.split(':')
  if (text === chainId || text === reference) return true
  if (namespace !== 'solana') return false
  const cluster = text.startsWith('solana:') ? text.slice('solana:'.length) : text
  if (cluster === 'localnet') return ![...SOLANA_CLUSTERS.values()].some((r) => r === reference)
  return SOLANA_CLUSTERS.get(cluster) === reference
}

const optional = (value: string | undefined) => (value === undefined || value === '' ? undefined : value)
const sameTime = (a: string | undefined, b: string | undefined) =>
  a === undefined || b === undefined ? a === b : new Date(a).getTime() === new Date(b).getTime()

/**
 * The first field in which the informal sign-in `text` differs from `data` ('domain', 'address', 'URI',
 * 'version', 'chain id', 'nonce', 'statement', 'resources', 'request id', 'issued-at time', 'expiration
 * time', 'not-before time'), 'text' when it is not such a text at all, `undefined` when it says exactly
 * what `data` says. The address compares exactly (base58 is case-sensitive); times compare as instants.
 */
export function compareInformalSiwxMessage(data: SiwxMessageData, text: string): string | undefined {
  const parsed = parseInformalSiwxMessage(text)
  if (!parsed) return 'text'
  for (const time of [parsed.issuedAt, parsed.expirationTime, parsed.notBefore]) {
    if (time !== undefined && Number.isNaN(new Date(time).getTime())) return 'text'
  }
  if (parsed.domain !== data.domain) return 'domain'
  if (parsed.address !== data.accountAddress) return 'address'
  if (parsed.uri !== data.uri) return 'URI'
  if (parsed.version !== data.version) return 'version'
  if (parsed.chainId === undefined || !isSameSiwxChain(parsed.chainId, data.chainId)) return 'chain id'
  if (parsed.nonce !== data.nonce) return 'nonce'
  if (optional(parsed.statement) !== optional(data.statement)) return 'statement'
  const resources = data.resources && data.resources.length > 0 ? data.resources : undefined
  if (JSON.stringify(parsed.resources) !== JSON.stringify(resources)) return 'resources'
  if (optional(parsed.requestId) !== optional(data.requestId)) return 'request id'
  if (!sameTime(parsed.issuedAt, data.issuedAt)) return 'issued-at time'
  if (!sameTime(parsed.expirationTime, data.expirationTime)) return 'expiration time'
  if (!sameTime(parsed.notBefore, data.notBefore)) return 'not-before time'
  return undefined
}
