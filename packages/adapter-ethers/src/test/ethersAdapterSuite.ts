import type { ChainAdapter } from '@gangway/core'
import { ethersConnectorsSuite } from './ethersConnectorsSuite.ts'
import { ethersFlowsSuite } from './ethersFlowsSuite.ts'
import { ethersSuiteContext } from './ethersSuiteContext.ts'

/** What a test does with ethers itself: what a site does with `useAppKitProvider('eip155').walletProvider`. */
export type EthersSite = {
  /** `new BrowserProvider(walletProvider).getSigner()` (v6) / `new providers.Web3Provider(walletProvider).getSigner()` (v5). */
  signMessage(walletProvider: unknown, message: string): Promise<string>
  /** The signer's `sendTransaction`; answers the hash once ethers saw it mined. */
  sendTransaction(walletProvider: unknown, to: string, value: bigint): Promise<string>
}

/**
 * The suite both ethers adapters pass (one adapter on core's `Eip1193Adapter`, two chain libraries): the real dev
 * wallet (`@gangway/wallet`) over EIP-6963 on fresh anvil chains, through a real kit.
 */
export function ethersAdapterSuite(name: string, makeAdapter: () => ChainAdapter, site: EthersSite): void {
  const ctx = ethersSuiteContext(makeAdapter)
  ethersConnectorsSuite(name, ctx, makeAdapter)
  ethersFlowsSuite(name, ctx, site)
}
