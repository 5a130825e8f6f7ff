import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { TokenContractsTable } from '../db/Database.ts'
import { MULTICALL3 } from '../rpc/multicall3.ts'

/** Reads name, symbol and (ERC-20) decimals of token contracts in one Multicall3 call; failures read as null. */
export async function readTokenContracts(
  client: PublicClient,
  chainId: string,
  contracts: { address: string; kind: 'erc20' | 'erc721' }[],
): Promise<TokenContractsTable[]> {
  if (contracts.length === 0) return []
  const calls = contracts.flatMap(({ address }) =>
    (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
      address: address as Address,
      abi: erc20Abi,
      functionName,
    })),
  )
  const results = await client.multicall({ multicallAddress: MULTICALL3, allowFailure: true, contracts: calls })
  return contracts.map(({ address, kind }, i) => {
    const value = (k: number) => {
      const r = results[i * 3 + k]
      return r?.status === 'success' ? r.result : null
    }
    const name = value(0)
    const symbol = value(1)
    const decimals = value(2)
    return {
      chain_id: chainId,
      address,
      kind,
      name: typeof name === 'string' ? name : null,
      symbol: typeof symbol === 'string' ? symbol : null,
      decimals: kind === 'erc20' && typeof decimals === 'number' ? decimals : null,
    }
  })
}
