import { DEVNET_MNEMONIC, ONRAMP_TREASURY_INDEX, SOLANA_ONRAMP_TREASURY_INDEX } from '@gangway/devnet'
import { solanaDevKeys } from '@gangway/devnet/solanaDevKeys'
import type { KeyPairSigner } from '@solana/kit'
import type { LocalAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** The keys the sandbox pays purchases from. */
export type SandboxTreasury = { evm: LocalAccount; solana: KeyPairSigner }

/**
 * The devnet's on-ramp treasury (`deployments.onrampTreasury`): anvil account 8 — its ETH and every devnet
 * ERC-20 on both chains — and Solana key 8 — SOL and every devnet mint. Dev keys anyone can derive from the
 * devnet mnemonic: development and tests only.
 */
export async function devTreasury(): Promise<SandboxTreasury> {
  return {
    evm: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: ONRAMP_TREASURY_INDEX }),
    solana: await solanaDevKeys(DEVNET_MNEMONIC).signer(SOLANA_ONRAMP_TREASURY_INDEX),
  }
}
