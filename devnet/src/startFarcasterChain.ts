import { mnemonicToAccount } from 'viem/accounts'
import { DEV_FARCASTER_ACCOUNTS, DEVNET_MNEMONIC, FARCASTER_CHAIN } from './devnetConstants.ts'
import { installFarcasterRegistries } from './installFarcasterRegistries.ts'
import { type AnvilInstance, startAnvil } from './startAnvil.ts'

/**
 * Starts the OP Mainnet stand-in (chain id 10, default port 8547) with the Farcaster registry stand-ins and
 * the dev Farcaster accounts (`DEV_FARCASTER_ACCOUNTS`: each fid's custody is a devnet account).
 */
export async function startFarcasterChain(port: number = FARCASTER_CHAIN.port): Promise<AnvilInstance> {
  const anvil = await startAnvil({ chainId: FARCASTER_CHAIN.id, port })
  try {
    const registries = await installFarcasterRegistries(anvil.rpcUrl)
    for (const account of DEV_FARCASTER_ACCOUNTS) {
      const custody = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: account.custodyIndex }).address
      await registries.register(account.fid, custody)
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
  return anvil
}
