import { type CaipNetwork, fromViemChain, type SIWXContext } from '@gangway/core'
import { DEVNET_MNEMONIC, deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import { parseAbi } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** The site the tests sign in to. */
export const SITE_URL = 'https://app.example.com/login'
export const SITE_DOMAIN = 'app.example.com'

/** A kit context as `createKit` hands it to a config: these networks, `metadata.url` = the test site. */
export function siwxTestContext(networks: readonly CaipNetwork[], url: string = SITE_URL): SIWXContext {
  return {
    projectId: 'test',
    apiUrl: 'http://127.0.0.1:9',
    networks,
    metadata: { name: 'Test site', description: 'SIWX tests', url, icons: [] },
    authTokens: { get: () => undefined, set: () => undefined },
    clientId: () => 'test-client',
    walletInfo: () => undefined,
  }
}

/** Dev accounts: 0 owns the deployed contract wallet. */
export const devAccount = (index: number) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })

export const walletFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
export const smartWallets = deployments.smartWallets

/** One fresh devnet chain (31337) with the devnet's contracts, as the kit's network. */
export async function startSiwxDevnet(): Promise<{ network: CaipNetwork; stop: () => Promise<void> }> {
  const started = await startTestChains([31337])
  const chain = started.chains[0]
  if (!chain) throw new Error('no test chain')
  await deployDevnet(chain.rpcUrls.default.http[0] as string)
  return { network: fromViemChain(chain), stop: started.stop }
}
