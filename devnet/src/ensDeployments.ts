import { type Address, getContractAddress, type Hex, labelhash, namehash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EnsDeployments } from './deployments.ts'
import { DEV_ENS_GATEWAY_KEY, DEVNET_ENS_GATEWAY_URL, ENS_PARENT_NAME, TOKEN_SPECS } from './devnetConstants.ts'

/** The deployer's nonce of the ENS registry: right after the ERC-20s, the NFT and the wallet factory. */
export const ENS_FIRST_NONCE = TOKEN_SPECS.length + 2

/** The names whose resolver is `GangwayOffchainResolver`: the parent name and, on the devnet only, `addr.reverse`. */
export const ENS_RESOLVED_NAMES = [ENS_PARENT_NAME, 'addr.reverse'] as const

/** Where the ENS contracts land: the registry, the resolver and the universal resolver at three nonces in a row. */
export function planEns(deployer: Address): EnsDeployments {
  const at = (nonce: number) => getContractAddress({ from: deployer, nonce: BigInt(nonce) })
  return {
    registry: at(ENS_FIRST_NONCE),
    resolver: at(ENS_FIRST_NONCE + 1),
    universalResolver: at(ENS_FIRST_NONCE + 2),
    signer: privateKeyToAccount(DEV_ENS_GATEWAY_KEY).address,
    parentName: ENS_PARENT_NAME,
    gatewayUrl: DEVNET_ENS_GATEWAY_URL,
  }
}

/**
 * The registry's `setSubnodeRecord(parent, label, owner, resolver, 0)` calls that create each name of
 * `ENS_RESOLVED_NAMES` and its ancestors (owned by the deployer); only the named ones get the resolver.
 */
export function ensRegistryRecords(ens: EnsDeployments, owner: Address): [Hex, Hex, Address, Address, bigint][] {
  const calls: [Hex, Hex, Address, Address, bigint][] = []
  const created = new Set<string>()
  for (const name of ENS_RESOLVED_NAMES) {
    const labels = name.split('.')
    for (let i = labels.length - 1; i >= 0; i--) {
      const node = labels.slice(i).join('.')
      if (created.has(node) && i > 0) continue
      created.add(node)
      const parent = labels.slice(i + 1).join('.')
      const resolver = i === 0 ? ens.resolver : '0x0000000000000000000000000000000000000000'
      calls.push([namehash(parent), labelhash(labels[i] as string), owner, resolver, 0n])
    }
  }
  return calls
}
