import { DEFAULT_NAMES_ZONE } from '@gangway/protocol'
import type { Hex } from 'viem'
import { hasReservedPrefix, isValidLabel } from '../parseName.ts'

/** `ENS_GATEWAY_KEY`: a 32-byte hex private key, or undefined (the gateway is off). The value is never echoed. */
export function parseEnsGatewayKey(value: string | undefined): Hex | undefined {
  if (value === undefined || value === '') return undefined
  const key = value.startsWith('0x') ? value : `0x${value}`
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error('ENS_GATEWAY_KEY must be a 32-byte hex private key')
  return key as Hex
}

/**
 * `NAMES_ZONE`: the parent name names are registered under, `DEFAULT_NAMES_ZONE` by default: a domain name of at
 * least two labels (letters, digits, inner hyphens), folded to lower case, a trailing dot dropped.
 */
export function parseNamesZone(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_NAMES_ZONE
  const zone = value.toLowerCase().replace(/\.$/, '')
  if (!/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/.test(zone) || zone.length > 190) {
    throw new Error(`NAMES_ZONE must be a domain name such as gangway.id, got ${JSON.stringify(value)}`)
  }
  return zone
}

/**
 * `NAMES_RESERVED`: comma-separated labels nobody may register, added to the built-in ones
 * (`reservedLabels`), folded to lower case; each must be a label a name could have (SPEC §5, ENS's rules).
 */
export function parseNamesReserved(value: string | undefined): string[] {
  const labels = (value ?? '')
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l !== '')
  for (const label of labels) {
    if (!isValidLabel(label) || hasReservedPrefix(label)) {
      throw new Error(
        `NAMES_RESERVED must be comma-separated labels (letters, digits, hyphens, 4 to 63 characters), got ${JSON.stringify(label)}`,
      )
    }
  }
  return labels
}
