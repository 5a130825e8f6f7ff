import { gangwayAccountFactoryAbi } from '@gangway/protocol/smart-account'
import type { Address } from 'viem'
import type { SmartChain } from './smartChains.ts'

/**
 * An owner's smart account on a chain: the factory's CREATE2 address for (owner, salt 0). It never changes for
 * a factory, owner and chain, so it is asked once and kept by this instance.
 */
export function smartAccountAddress() {
  const known = new Map<string, Address>()
  return async (smart: SmartChain, factory: Address, owner: Address): Promise<Address> => {
    const key = `${smart.chainId}:${factory.toLowerCase()}:${owner.toLowerCase()}`
    const cached = known.get(key)
    if (cached) return cached
    const address = await smart.publicClient.readContract({
      address: factory,
      abi: gangwayAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
    known.set(key, address)
    return address
  }
}
