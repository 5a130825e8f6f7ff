import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestClient, type Hex, http } from 'viem'
import { MAINNET_STAND_IN, MULTICALL3_ADDRESS } from './devnetConstants.ts'
import { type AnvilInstance, startAnvil } from './startAnvil.ts'

const artifactsFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'generated', 'artifacts.json')

/**
 * Starts the Ethereum mainnet stand-in (`MAINNET_STAND_IN`: chain id 1, default port 8548) with Multicall3 at its
 * canonical address (viem's `mainnet` batches reads through it). The anvil's dev accounts hold 10000 ETH each.
 */
export async function startMainnetStandIn(port: number = MAINNET_STAND_IN.port): Promise<AnvilInstance> {
  const anvil = await startAnvil({ chainId: MAINNET_STAND_IN.id, port })
  try {
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as Record<string, { deployedBytecode: Hex }>
    const multicall = artifacts.Multicall3
    if (!multicall) throw new Error('devnet: no Multicall3 artifact; run `npm run build -w @gangway/devnet`')
    const client = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
    await client.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall.deployedBytecode })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  return anvil
}
