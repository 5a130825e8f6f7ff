import { parseCaipAddress, parseCaipNetworkId } from '@gangway/protocol'
import type { CaipAddress, CaipNetworkId, ChainId, ChainNamespace } from './CaipTypes.ts'

/** AppKit's parsed CAIP-10 account. */
export type ParsedCaipAddress = { chainNamespace: ChainNamespace; chainId: ChainId; address: string }

/** AppKit's `ParseUtil`, on `@gangway/protocol`'s CAIP parsers (SPEC §5: exactly 3 and 2 colon parts). */
export const ParseUtil = {
  /** The address as a `CaipAddress`; SPEC §8's 'Invalid CAIP Address' for anything else. */
  validateCaipAddress(address: string): CaipAddress {
    parseCaipAddress(address)
    return address as CaipAddress
  },
  parseCaipAddress(caipAddress: CaipAddress | string): ParsedCaipAddress {
    const { namespace, chainId, address } = parseCaipAddress(caipAddress)
    return { chainNamespace: namespace, chainId, address }
  },
  parseCaipNetworkId(caipNetworkId: CaipNetworkId | string): { chainNamespace: ChainNamespace; chainId: ChainId } {
    const { namespace, chainId } = parseCaipNetworkId(caipNetworkId)
    return { chainNamespace: namespace, chainId }
  },
}
