import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, type PublicClient, parseAbi } from 'viem'
import { MULTICALL3 } from '../rpc/multicall3.ts'

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])

/**
 * Many calls in one `eth_call` through Multicall3, each allowed to fail: the raw answers, `undefined` for a
 * call that reverted. (viem's `multicall` builds an error object with a stack for every failed call; most
 * candidate routes have no pool, so a quote would spend most of its time making errors.)
 */
export async function aggregate3(
  client: PublicClient,
  calls: readonly { address: Address; data: Hex }[],
): Promise<(Hex | undefined)[]> {
  const { data } = await client.call({
    to: MULTICALL3,
    data: encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [calls.map((c) => ({ target: c.address, allowFailure: true, callData: c.data }))],
    }),
  })
  if (!data) throw new Error('Multicall3 answered nothing')
  const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data })
  return results.map((r) => (r.success && r.returnData !== '0x' ? r.returnData : undefined))
}
