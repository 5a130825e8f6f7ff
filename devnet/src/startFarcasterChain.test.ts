import { createPublicClient, http, parseAbi } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_FARCASTER_ACCOUNTS, DEVNET_MNEMONIC, FARCASTER_CHAIN } from './devnetConstants.ts'
import { freePort } from './freePort.ts'
import { FARCASTER_ID_REGISTRY } from './installFarcasterRegistries.ts'
import { startFarcasterChain } from './startFarcasterChain.ts'

describe('startFarcasterChain', () => {
  it('answers chain id 10 and the dev fids from the IdRegistry stand-in at the OP Mainnet address', async () => {
    const chain = await startFarcasterChain(await freePort())
    try {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(FARCASTER_CHAIN.id)
      const abi = parseAbi(['function idOf(address) view returns (uint256)'])
      for (const account of DEV_FARCASTER_ACCOUNTS) {
        const custody = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: account.custodyIndex }).address
        expect(
          await client.readContract({ address: FARCASTER_ID_REGISTRY, abi, functionName: 'idOf', args: [custody] }),
        ).toBe(BigInt(account.fid))
      }
      const stranger = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 7 }).address
      expect(
        await client.readContract({ address: FARCASTER_ID_REGISTRY, abi, functionName: 'idOf', args: [stranger] }),
      ).toBe(0n)
    } finally {
      await chain.stop()
    }
  }, 60_000)
})
